// Pure: the embedded index's records as DocSearch-shaped Algolia records, so production search
// is fed from the same extraction as the local index (npm run search:export / search:push).
import type {SearchIndexFile} from './records';

export interface AlgoliaRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: string;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** The SDK whose guide the page belongs to, or null: the search's SDK filter and ranking. */
  sdk: string | null;
  weight: {pageRank: number; level: number; position: number};
}

const LEVEL_WEIGHT: Record<string, number> = {lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0};

export function toAlgoliaRecords(index: SearchIndexFile, siteUrl: string): AlgoliaRecord[] {
  return index.records.map((record, position) => {
    const page = index.pages[record.p]!;
    const base = new URL(page.u, siteUrl).href;
    const levels = [page.l0, page.l1, ...record.h.slice(0, 5)];
    const hierarchy = Object.fromEntries(
      Array.from({length: 7}, (_, i) => [`lvl${i}`, levels[i] ? levels[i] : null]),
    ) as AlgoliaRecord['hierarchy'];
    return {
      objectID: `${page.u}#${record.a}-${position}`,
      url: record.a ? `${base}#${record.a}` : base,
      url_without_anchor: base,
      anchor: record.a || null,
      type: record.t,
      hierarchy,
      content: record.c || null,
      language: page.lang,
      docusaurus_tag: page.tag,
      sdk: page.sdk ?? null,
      weight: {pageRank: 0, level: LEVEL_WEIGHT[record.t] ?? 0, position},
    };
  });
}
