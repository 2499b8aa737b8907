// Pure: assembles the extracted pages into the index file, sorted by path so the output (and its
// content hash) depends only on the site's content.
import crypto from 'node:crypto';
import {INDEX_FORMAT_VERSION, type SearchIndexFile} from './records';
import type {ExtractedPage} from './extractRecords';
import {isUnderRoute} from '../../config/unindexedRoutes';

export function buildIndex(extracted: ExtractedPage[]): SearchIndexFile {
  const sorted = [...extracted].sort((a, b) => a.page.u.localeCompare(b.page.u));
  return {
    v: INDEX_FORMAT_VERSION,
    pages: sorted.map((e) => e.page),
    records: sorted.flatMap((e, p) => e.records.map((r) => ({p, ...r}))),
  };
}

export function contentHash(text: string | Uint8Array): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/** True when a route is one of the ignored prefixes (exactly, or below it). */
export function isIgnored(route: string, ignorePaths: string[]): boolean {
  return isUnderRoute(route, ignorePaths);
}
