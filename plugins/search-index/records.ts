// The compact search index format shared by the build (extractRecords) and the browser client
// (src/lib/search). One entry per page, one record per heading and per paragraph.

export const INDEX_FORMAT_VERSION = 1;

export interface IndexedPage {
  /** Path of the page, with a leading slash. */
  u: string;
  /** hierarchy.lvl0: the section the page belongs to. */
  l0: string;
  /** hierarchy.lvl1: the page title. */
  l1: string;
  /** docsearch:language facet. */
  lang: string;
  /** docsearch:docusaurus_tag facet. */
  tag: string;
  /** sdk facet: the SDK whose guide the page belongs to (`go`, `python`, …); absent elsewhere. */
  sdk?: string;
  /** The page's keywords (front matter `keywords`, the `keywords` meta tag), comma-separated; absent when none. */
  k?: string;
  /** The page's description (the `description` meta tag) when it is not its first paragraph; absent otherwise. */
  d?: string;
  /** 1 when the page's title says it documents a legacy or deprecated feature; absent otherwise. */
  old?: 1;
}

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface IndexedRecord {
  /** Index of the page in `pages`. */
  p: number;
  /** Anchor (heading id) the record links to; empty for the top of the page. */
  a: string;
  t: RecordType;
  /** hierarchy.lvl2.. of the record, in order (the heading chain). */
  h: string[];
  /** Paragraph text for content records; the first paragraph for lvl1 records. */
  c: string;
}

export interface SearchIndexFile {
  v: typeof INDEX_FORMAT_VERSION;
  pages: IndexedPage[];
  records: IndexedRecord[];
}

export interface SearchIndexManifest {
  /** Path of the content-hashed whole index file (Node tools and exports; the browser never loads it). */
  index: string;
  /** Path of the sharded index's core file (plugins/search-index/shardFormat.ts): what the browser loads. */
  core: string;
  pages: number;
  records: number;
}

export const MANIFEST_PATH = 'search-index.json';
