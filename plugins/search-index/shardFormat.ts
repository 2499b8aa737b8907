// Pure, and shared by the build (./shards.ts) and the browser (src/lib/search/shardedEngine.ts): the
// sharded index's file format. A small core file (global statistics, the term dictionary, the
// records' levels and pages, the names of the other files) answers which files a query needs; the
// postings files hold the inverted index in runs of sorted terms; the record files hold what a hit
// shows. Every file but the manifest is named by its content hash.
import type {IndexedPage, IndexedRecord} from './records';

/**
 * 2: the postings and field lengths hold four fields (the page's keywords and description added);
 * 3: each posting holds its record's field length (no field lengths file);
 * 4: the core's pages are stored column by column (PageColumns).
 */
export const SHARD_FORMAT_VERSION = 4;

/** The directory (under the site's base URL) that holds the sharded index's files. */
export const SHARD_DIR = 'search-index';

export interface ShardCore {
  v: typeof SHARD_FORMAT_VERSION;
  /** Number of records (MiniSearch's document count). */
  n: number;
  /** Average length in terms of each indexed field, in field-id order. */
  avg: number[];
  /** Each record's level, one character a record: `1`–`6` for lvl1–lvl6, `c` for content. */
  types: string;
  /** How many records each page has, in page order (records are sorted by page). */
  pageRuns: number[];
  /** The pages, without their keywords and description (searched through the meta field's postings). */
  pages: PageColumns;
  /** Every term, sorted, front-coded (see encodeTerms), one a line. */
  terms: string;
  /** Postings file `t.<hash>-<i>.bin` holds the terms from start[i] up to the next file's start. */
  postings: {start: number[]; hash: string};
  /** Record file `r.<hash>-<i>.json` holds the records i × chunk to (i + 1) × chunk − 1. */
  chunk: number;
  records: {count: number; hash: string};
  /**
   * The rest of the index in two files, which the engine fetches in the background once it has
   * answered (then later queries fetch nothing): every postings file in one (see packFiles), every
   * record in one JSON array. Absent, or one of them absent, when it would exceed FILL_BYTES.
   */
  fill?: {postings?: string; records?: string};
}

/**
 * The most bytes (gzipped) that each of the two fill files may hold: beyond it a reader's browser
 * keeps fetching fragments per query instead (a site ten times this one's size does).
 */
export const FILL_BYTES = 1536 * 1024;

/** Many files in one: their count, each one's length (4 bytes each, little-endian), their bytes. */
export function packFiles(contents: readonly Uint8Array[]): Uint8Array {
  const header = new DataView(new ArrayBuffer(4 * (contents.length + 1)));
  header.setUint32(0, contents.length, true);
  contents.forEach((c, i) => header.setUint32(4 * (i + 1), c.length, true));
  const out = new Uint8Array(header.byteLength + contents.reduce((sum, c) => sum + c.length, 0));
  out.set(new Uint8Array(header.buffer), 0);
  let at = header.byteLength;
  for (const c of contents) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The files packed by packFiles, as views of its bytes. */
export function unpackFiles(packed: Uint8Array): Uint8Array[] {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const count = view.getUint32(0, true);
  const files: Uint8Array[] = [];
  let at = 4 * (count + 1);
  for (let i = 0; i < count; i++) {
    const length = view.getUint32(4 * (i + 1), true);
    if (at + length > packed.byteLength) throw new Error('search index: a packed file is cut short');
    files.push(packed.subarray(at, at + length));
    at += length;
  }
  return files;
}

/** A page as the browser's engine knows it: its keywords and description are only searched. */
export type CorePage = Omit<IndexedPage, 'k' | 'd'>;

/**
 * The core's pages, a column per field (a column of alike values compresses to half of what a list
 * of objects does): `sdk` is '' for a page of no SDK; `old` lists the legacy pages' positions.
 */
export interface PageColumns {
  u: string[];
  l0: string[];
  l1: string[];
  lang: string[];
  tag: string[];
  sdk: string[];
  old: number[];
}

export function encodePages(pages: readonly CorePage[]): PageColumns {
  return {
    u: pages.map((p) => p.u),
    l0: pages.map((p) => p.l0),
    l1: pages.map((p) => p.l1),
    lang: pages.map((p) => p.lang),
    tag: pages.map((p) => p.tag),
    sdk: pages.map((p) => p.sdk ?? ''),
    old: pages.flatMap((p, i) => (p.old ? [i] : [])),
  };
}

export function decodePages(columns: PageColumns): CorePage[] {
  const old = new Set(columns.old);
  return columns.u.map((u, i) => {
    const page: CorePage = {u, l0: columns.l0[i]!, l1: columns.l1[i]!, lang: columns.lang[i]!, tag: columns.tag[i]!};
    if (columns.sdk[i]) page.sdk = columns.sdk[i];
    if (old.has(i)) page.old = 1;
    return page;
  });
}

/** A record file: per record [anchor, heading chain, content]. */
export type RecordChunk = Array<[string, string[], string]>;

export const TYPE_CODES: Record<IndexedRecord['t'], string> = {
  lvl1: '1',
  lvl2: '2',
  lvl3: '3',
  lvl4: '4',
  lvl5: '5',
  lvl6: '6',
  content: 'c',
};

export function typeOfCode(code: string): IndexedRecord['t'] {
  return code === 'c' ? 'content' : (`lvl${code}` as IndexedRecord['t']);
}

/** Longest shared prefix front coding stores (one base-36 digit). */
const MAX_SHARED = 35;

/** Sorted terms as lines "<shared prefix length, base 36><rest>". */
export function encodeTerms(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      while (shared < MAX_SHARED && shared < previous.length && previous[shared] === term[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join('\n');
}

export function decodeTerms(encoded: string): string[] {
  if (!encoded) return [];
  let previous = '';
  return encoded.split('\n').map((line) => {
    previous = previous.slice(0, parseInt(line[0]!, 36)) + line.slice(1);
    return previous;
  });
}

/** Appends an unsigned LEB128 varint. */
export function writeVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

export class VarintReader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done(): boolean {
    return this.offset >= this.bytes.length;
  }
  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.offset++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }
}

/** A term's postings in one field: record ids ascending, their term frequencies and the field's length in each record. */
export interface FieldPostings {
  ids: Uint32Array;
  tfs: Uint32Array;
  lengths: Uint32Array;
}

/**
 * Postings file layout, term after term: for each field in field-id order, the number of records
 * with the term in that field, then per record the id's difference from the previous, the field's
 * length in that record (which BM25 needs: kept here, a query reads the lengths of the records it
 * matches only) times two, plus one when the term frequency is not 1, then that frequency; all as
 * varints. (Most terms occur once in a field: they cost no byte of their frequency.)
 */
export function encodePostings(
  out: number[],
  fields: ReadonlyArray<ReadonlyArray<[id: number, tf: number, length: number]>>,
): void {
  for (const entries of fields) {
    writeVarint(out, entries.length);
    let last = 0;
    for (const [id, tf, length] of entries) {
      writeVarint(out, id - last);
      writeVarint(out, length * 2 + (tf === 1 ? 0 : 1));
      if (tf !== 1) writeVarint(out, tf);
      last = id;
    }
  }
}

export function decodePostings(bytes: Uint8Array, termCount: number, fieldCount: number): FieldPostings[][] {
  const reader = new VarintReader(bytes);
  const terms: FieldPostings[][] = [];
  for (let t = 0; t < termCount; t++) {
    const fields: FieldPostings[] = [];
    for (let f = 0; f < fieldCount; f++) {
      const count = reader.next();
      const ids = new Uint32Array(count);
      const tfs = new Uint32Array(count);
      const lengths = new Uint32Array(count);
      let id = 0;
      for (let i = 0; i < count; i++) {
        id += reader.next();
        ids[i] = id;
        const lengthAndTf = reader.next();
        lengths[i] = Math.floor(lengthAndTf / 2);
        tfs[i] = lengthAndTf % 2 ? reader.next() : 1;
      }
      fields.push({ids, tfs, lengths});
    }
    terms.push(fields);
  }
  return terms;
}

/**
 * Binary files are stored gzipped, since static hosts send application/octet-stream as it is; a
 * host that adds Content-Encoding gets them inflated by the browser already.
 */
export async function gunzipIfNeeded(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const postingsFile = (hash: string, i: number) => `t.${hash}-${i}.bin`;
export const recordsFile = (hash: string, i: number) => `r.${hash}-${i}.json`;
