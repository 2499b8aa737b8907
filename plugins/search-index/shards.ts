// Writes the search index for the browser: the whole index file (Node tools, the Algolia export),
// the sharded index the browser's engine reads (./shardFormat.ts), and the uncached manifest that
// names them. `writeSearchIndex` is the entry point for the plugin and for benchmarks that index
// their own records.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {FIELDS, documentsOf, type Doc} from '../../src/lib/search/engine';
import {contentHash} from './buildIndex';
import {MANIFEST_PATH, type SearchIndexFile, type SearchIndexManifest} from './records';
import {
  FILL_BYTES,
  SHARD_DIR,
  SHARD_FORMAT_VERSION,
  TYPE_CODES,
  encodePostings,
  encodePages,
  encodeTerms,
  packFiles,
  postingsFile,
  recordsFile,
  type RecordChunk,
  type ShardCore,
} from './shardFormat';

/** A postings file is closed once it holds this many bytes (a frequent term gets a file of its own). */
export const POSTINGS_FILE_BYTES = 8 * 1024;
/** Records per record file: a hit costs one small file at most. */
export const RECORDS_PER_FILE = 16;

export interface ShardedIndex {
  /** Name of the core file, in SHARD_DIR. */
  core: string;
  /** Every file by its name in SHARD_DIR (the core included). */
  files: Map<string, string | Uint8Array>;
}

/** Binary files are stored gzipped (see gunzipIfNeeded). */
const gzip = (content: Uint8Array) => new Uint8Array(gzipSync(content, {level: 9}));

function hashedName(stem: string, ext: string, content: string | Uint8Array): string {
  return `${stem}.${contentHash(content)}.${ext}`;
}

/**
 * One hash for a set of small files, named `<stem>.<hash>-<i>.<ext>`: it changes when any of them
 * does, and the core need not list a hash per file.
 */
function groupHash(contents: ReadonlyArray<string | Uint8Array>): string {
  return contentHash(contents.map((c) => contentHash(c)).join(''));
}

// MiniSearch's default tokenizer and term processing, which the engines use.
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

interface Inverted {
  /** Per term, per field: record ids and term frequencies, interleaved, ids ascending. */
  postings: Map<string, number[][]>;
  /** Per field, per record: the field's length as MiniSearch counts it (distinct raw tokens). */
  lengths: number[][];
  /** Per field: the average length, accumulated in MiniSearch's order (so equal to the last bit). */
  avg: number[];
}

/**
 * The inverted index MiniSearch would build from these documents (MiniSearch.add, field by field),
 * computed directly: an order of magnitude faster and lighter than building MiniSearch and
 * serialising it, which matters for the build of a large site.
 */
function invert(docs: Doc[]): Inverted {
  const postings = new Map<string, number[][]>();
  const lengths = FIELDS.map(() => new Array<number>(docs.length).fill(0));
  const avg = FIELDS.map(() => 0);
  docs.forEach((doc, count) => {
    FIELDS.forEach((field, fieldId) => {
      const tokens = String(doc[field]).split(SPACE_OR_PUNCTUATION);
      const length = new Set(tokens).size;
      lengths[fieldId]![doc.id] = length;
      avg[fieldId] = (avg[fieldId]! * count + length) / (count + 1);
      for (const token of tokens) {
        const term = token.toLowerCase();
        if (!term) continue;
        let entry = postings.get(term);
        if (!entry) postings.set(term, (entry = FIELDS.map(() => [])));
        const list = entry[fieldId]!;
        if (list.length && list[list.length - 2] === doc.id) list[list.length - 1]! += 1;
        else list.push(doc.id, 1);
      }
    });
  });
  return {postings, lengths, avg};
}

/** Pure: the sharded index of an index file. */
export function buildShards(index: SearchIndexFile, fillBytes = FILL_BYTES): ShardedIndex {
  const docs = documentsOf(index);
  docs.forEach((doc, i) => {
    if (doc.id !== i) throw new Error(`search index: document ${doc.id} is at position ${i}`);
  });
  const {postings, lengths: fieldLengths, avg} = invert(docs);
  const files = new Map<string, string | Uint8Array>();

  const entries = [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const start: number[] = [];
  let bytes: number[] = [];
  const postingContents: Uint8Array[] = [];
  const close = () => {
    postingContents.push(Uint8Array.from(bytes));
    bytes = [];
  };
  entries.forEach(([, fields], i) => {
    if (i === 0 || bytes.length >= POSTINGS_FILE_BYTES) {
      if (i > 0) close();
      start.push(i);
    }
    encodePostings(
      bytes,
      fields.map((flat, field) => {
        const entries: [number, number, number][] = [];
        for (let k = 0; k < flat.length; k += 2)
          entries.push([flat[k]!, flat[k + 1]!, fieldLengths[field]![flat[k]!]!]);
        return entries;
      }),
    );
  });
  if (entries.length) close();
  const postingsHash = groupHash(postingContents);
  postingContents.forEach((content, i) => files.set(postingsFile(postingsHash, i), gzip(content)));

  const n = index.records.length;

  const recordContents: string[] = [];
  for (let i = 0; i < n; i += RECORDS_PER_FILE) {
    const chunk: RecordChunk = index.records.slice(i, i + RECORDS_PER_FILE).map((r) => [r.a, r.h, r.c]);
    recordContents.push(JSON.stringify(chunk));
  }
  const recordsHash = groupHash(recordContents);
  recordContents.forEach((content, i) => files.set(recordsFile(recordsHash, i), content));

  const pageRuns = index.pages.map(() => 0);
  let lastPage = 0;
  for (const record of index.records) {
    if (record.p < lastPage) throw new Error('search index: records are not sorted by page');
    lastPage = record.p;
    pageRuns[record.p]! += 1;
  }

  // The fill files: written only when a reader's browser may fetch them whole (see FILL_BYTES).
  const fill: NonNullable<ShardCore['fill']> = {};
  const packedPostings = gzip(packFiles(postingContents));
  if (packedPostings.length <= fillBytes) {
    fill.postings = hashedName('t', 'bin', packedPostings);
    files.set(fill.postings, packedPostings);
  }
  const allRecords = `[${recordContents.join(',')}]`;
  // (Text compresses less than tenfold: a larger text is never gzipped to find out.)
  if (allRecords.length <= 10 * fillBytes && gzipSync(allRecords).length <= fillBytes) {
    fill.records = hashedName('r', 'json', allRecords);
    files.set(fill.records, allRecords);
  }

  const core: ShardCore = {
    v: SHARD_FORMAT_VERSION,
    n,
    avg,
    types: index.records.map((r) => TYPE_CODES[r.t]).join(''),
    pageRuns,
    // Keywords and description are searched through their postings (the meta field); the browser
    // never shows them, so the core's pages (encodePages) leave them out (a third of its bytes).
    pages: encodePages(index.pages),
    terms: encodeTerms(entries.map(([term]) => term)),
    postings: {start, hash: postingsHash},
    chunk: RECORDS_PER_FILE,
    records: {count: recordContents.length, hash: recordsHash},
    ...(fill.postings || fill.records ? {fill} : {}),
  };
  const coreJson = JSON.stringify(core);
  const coreName = hashedName('core', 'json', coreJson);
  files.set(coreName, coreJson);
  return {core: coreName, files};
}

/**
 * Pure: every file of an index as a site serves it, by path under the output directory: the whole
 * index `search-index.<hash>.json`, the sharded index in `search-index/`, and the manifest
 * `search-index.json` naming both with URLs under `baseUrl`.
 */
export function searchIndexFiles(
  index: SearchIndexFile,
  baseUrl = '/',
): {manifest: SearchIndexManifest; files: Map<string, string | Uint8Array>} {
  const json = JSON.stringify(index);
  const indexFile = `search-index.${contentHash(json)}.json`;
  const sharded = buildShards(index);
  const manifest: SearchIndexManifest = {
    index: `${baseUrl}${indexFile}`,
    core: `${baseUrl}${SHARD_DIR}/${sharded.core}`,
    pages: index.pages.length,
    records: index.records.length,
  };
  const files = new Map<string, string | Uint8Array>([[indexFile, json]]);
  for (const [name, content] of sharded.files) files.set(`${SHARD_DIR}/${name}`, content);
  files.set(MANIFEST_PATH, JSON.stringify(manifest));
  return {manifest, files};
}

export interface WrittenIndex {
  manifest: SearchIndexManifest;
  /** Files written and their total size in bytes. */
  files: number;
  bytes: number;
}

/**
 * Writes an index into `outDir` as a site serves it (see searchIndexFiles). The search-index
 * plugin calls it after the build; benchmarks call it to index their own records.
 */
export async function writeSearchIndex(index: SearchIndexFile, outDir: string, baseUrl = '/'): Promise<WrittenIndex> {
  const {manifest, files} = searchIndexFiles(index, baseUrl);
  fs.mkdirSync(path.join(outDir, SHARD_DIR), {recursive: true});
  let bytes = 0;
  // Synchronous: ~2,000 small files, where awaiting each write's round trip through the thread pool
  // cost more (the index written in 1.5 s against 1.2 s, of which building the shards is 0.55 s).
  for (const [name, content] of files) {
    bytes += content.length;
    fs.writeFileSync(path.join(outDir, name), content);
  }
  return {manifest, files: files.size, bytes};
}
