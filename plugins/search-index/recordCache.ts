// Keeps each page's extracted search records between builds, so that a build after editing one page
// parses that page's HTML only (cheerio over ~530 pages is most of the plugin's time). An entry is
// found by a key over the extractor's version and everything extraction reads: the route, the
// default section and the page's HTML, without the content-hashed asset addresses
// (`/assets/js/main.<hash>.js`) that change on every page when any page does and that extraction
// never reads. One JSON file holds the entries the last build used.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ExtractedPage} from './extractRecords';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The sources whose code decides the records (extraction, and the SDK a path belongs to). */
const EXTRACTOR_SOURCES = [
  path.join(__dirname, 'extractRecords.ts'),
  path.join(__dirname, 'records.ts'),
  path.join(__dirname, '../../src/lib/sdkChoice/index.ts'),
];

/** The extractor's version: its sources and the installed cheerio's version. Editing either empties the cache. */
export function extractorVersion(siteDir: string, sources = EXTRACTOR_SOURCES): string {
  let cheerio = '?';
  try {
    cheerio = (
      JSON.parse(readFileSync(path.join(siteDir, 'node_modules/cheerio/package.json'), 'utf8')) as {version: string}
    ).version;
  } catch {
    // an unknown version still keys the cache; it changes when cheerio can be read again
  }
  return sha256([...sources.map((file) => readFileSync(file, 'utf8')), `cheerio@${cheerio}`].join('\n'));
}

/** Content-hashed addresses of the bundle's scripts and styles, which every page names. */
const ASSET_ADDRESS = /\/assets\/(?:js|css)\/[^"'\s>]+/g;

/** The key of one page's entry. */
export function pageKey(version: string, route: string, defaultSection: string, html: string): string {
  return sha256(JSON.stringify([version, route, defaultSection, sha256(html.replace(ASSET_ADDRESS, ''))]));
}

type Stored = ExtractedPage | null;

export class RecordCache {
  hits = 0;
  misses = 0;
  private stored = new Map<string, Stored>();
  private readonly used = new Map<string, Stored>();

  /** `file` null: nothing is read or stored, every page is extracted. */
  constructor(readonly file: string | null) {}

  /** Reads the entries of the last build; a missing or unreadable file is an empty cache. */
  async load(): Promise<void> {
    if (!this.file) return;
    const text = await fs.readFile(this.file, 'utf8').catch(() => null);
    try {
      this.stored = new Map(
        text ? (Object.entries(JSON.parse(text) as Record<string, Stored>) as [string, Stored][]) : [],
      );
    } catch {
      this.stored = new Map();
    }
  }

  /** The page's records: stored under `key`, or extracted now (`extract`) and kept. */
  records(key: string, extract: () => Stored): Stored {
    let value: Stored;
    if (this.stored.has(key)) {
      this.hits++;
      value = this.stored.get(key)!;
    } else {
      this.misses++;
      value = extract();
    }
    this.used.set(key, value);
    return value;
  }

  /** Writes the entries this build used (pages edited, moved or removed since drop out). */
  async save(): Promise<void> {
    if (!this.file) return;
    await fs.mkdir(path.dirname(this.file), {recursive: true});
    await fs.writeFile(this.file, JSON.stringify(Object.fromEntries(this.used)));
  }
}
