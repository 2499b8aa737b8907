// The browser's search engine: it ranks exactly as the whole-index engine (./engine.ts, MiniSearch's
// BM25+ with the same fields, boosts, prefix and fuzzy rules) but reads the build's sharded index
// (plugins/search-index/shardFormat.ts), fetching only the postings of the terms a query expands to
// and the records of the hits it shows. It runs in a Web Worker (./search.worker.ts), or on the
// main thread where there is no Worker (Node).
import SearchableMap from 'minisearch/SearchableMap';
import type {SearchIndexManifest} from '../../../plugins/search-index/records';
import {
  decodePages,
  decodePostings,
  decodeTerms,
  gunzipIfNeeded,
  postingsFile,
  SHARD_FORMAT_VERSION,
  recordsFile,
  typeOfCode,
  unpackFiles,
  type CorePage,
  type FieldPostings,
  type RecordChunk,
  type ShardCore,
} from '../../../plugins/search-index/shardFormat';
import {
  FIELDS,
  FIELD_BOOST,
  matchRules,
  pageOfResults,
  planOf,
  queryWords,
  tokensOf,
  rankResults,
  recordBoost,
  responseOf,
  scoreTitles,
  shortQueryWord,
  TITLE_ONLY_DISPLAY,
  toHit,
  type RecordDisplay,
  type Scored,
  type SearchParams,
  type SearchResponse,
} from './engine';

/** Fetches one file of the index by its path (as the manifest names it): JSON, or bytes for the binary files. */
export type IndexLoader = {
  json(url: string, init?: RequestInit): Promise<unknown>;
  bytes(url: string, init?: RequestInit): Promise<Uint8Array>;
};

/** A loader over fetch that fails on any HTTP error. */
export function fetchLoader(fetcher: typeof fetch = (...a) => fetch(...a)): IndexLoader {
  const get = async (url: string, init?: RequestInit) => {
    const response = await fetcher(url, init);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  };
  return {
    json: async (url, init) => (await get(url, init)).json(),
    bytes: async (url, init) => gunzipIfNeeded(new Uint8Array(await (await get(url, init)).arrayBuffer())),
  };
}

/** The files an engine starts from: the manifest and the core (as fetched, or parsed). */
export interface OpenedIndex {
  manifest: SearchIndexManifest;
  core: ShardCore | ArrayBuffer;
}

// MiniSearch's defaults, which the whole-index engine uses.
const WEIGHTS = {fuzzy: 0.45, prefix: 0.375};
const MAX_FUZZY = 6;
const BM25 = {k: 1.2, b: 0.7, d: 0.5};

/**
 * A prefix of fewer than PREFIX_CAP_BELOW letters (the word being typed) that expands to more terms
 * than this keeps only its shortest expansions, which weigh the most: the first keystrokes must not
 * fetch a fifth of the index. Longer prefixes keep every expansion, as MiniSearch does (their terms
 * sit side by side in a few postings files), since the page weighting adds up a page's matches.
 */
export const MAX_PREFIX_EXPANSIONS = 40;
export const PREFIX_CAP_BELOW = 4;
/**
 * A one-letter prefix keeps fewer: its answer is replaced by the next keystroke's, and scoring the
 * thousands of records that forty common words hold is what the first keystroke waits for.
 */
export const MAX_ONE_LETTER_EXPANSIONS = 12;

/** Terms added to the fuzzy tree per slice of work (a few milliseconds). */
const TREE_SLICE = 1000;

/**
 * The `count` shortest of terms in alphabetical order (the shorter first, then alphabetically), in
 * alphabetical order: in one pass over lengths, since a one-letter prefix of a large site has tens
 * of thousands of expansions.
 */
export function shortestOf(sorted: readonly string[], count: number): string[] {
  const byLength: number[] = [];
  for (const term of sorted) byLength[term.length] = (byLength[term.length] ?? 0) + 1;
  // The longest length kept, and how many terms of that length fit.
  let length = 0;
  let room = count;
  for (; length < byLength.length; length++) {
    const here = byLength[length] ?? 0;
    if (here >= room) break;
    room -= here;
  }
  return sorted.filter((term) => term.length < length || (term.length === length && room-- > 0));
}

/** A promise settled in a later task, after the messages and timers queued before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A query term's expansion: an index term and the weight of its match. */
export interface Expansion {
  term: string;
  weight: number;
}

interface TermResult {
  score: number;
  /** Query terms matched, one bit each (their count multiplies the score). */
  sources: number;
  /** Index terms matched, in the order they matched (the hit's highlighted words). */
  matched: string[];
}

export class ShardedEngine {
  private readonly terms: string[];
  /**
   * The terms as a radix tree, for fuzzy lookups: filled in slices after the engine opens (a search
   * that arrives meanwhile waits for one slice at most), or at once when a search first needs it.
   */
  private fuzzyTree: SearchableMap<true> | null = null;
  private treeFilled = 0;
  private readonly fileOfTerm: Uint16Array;
  private readonly pageOf: Uint16Array;
  /** Each page's first record (its title record), by page position. */
  private readonly firstRecord: Uint32Array;
  private readonly docBoost: Float64Array;
  private readonly postings = new Map<string, FieldPostings[]>();
  private readonly postingFiles = new Map<number, Promise<void>>();
  private readonly recordFiles = new Map<number, Promise<RecordChunk>>();
  /** Postings files that came with the fill (./fill()), still encoded: decoded when a query needs one. */
  private readonly filledPostings = new Map<number, Uint8Array>();
  private filling: Promise<boolean> | null = null;
  readonly pages: CorePage[];

  /** Loads the core named by the manifest: then the engine can answer. */
  static async open(manifestUrl: string, origin: string, loader: IndexLoader): Promise<ShardedEngine> {
    const manifest = (await loader.json(manifestUrl, {cache: 'no-cache'})) as SearchIndexManifest;
    if (!manifest.core) throw new Error(`${manifestUrl}: no sharded index`);
    const core = (await loader.json(manifest.core)) as ShardCore;
    return ShardedEngine.fromCore({manifest, core}, origin, loader);
  }

  /** The engine from its first files, fetched elsewhere (the search client fetches them for its worker). */
  static fromCore(opened: OpenedIndex, origin: string, loader: IndexLoader): ShardedEngine {
    const {manifest} = opened;
    const core =
      opened.core instanceof ArrayBuffer
        ? (JSON.parse(new TextDecoder().decode(opened.core)) as ShardCore)
        : opened.core;
    if (core.v !== SHARD_FORMAT_VERSION) {
      throw new Error(`search index format ${String(core.v)}, this engine reads ${SHARD_FORMAT_VERSION}`);
    }
    // The other files sit beside the core.
    return new ShardedEngine(core, manifest.core.slice(0, manifest.core.lastIndexOf('/') + 1), origin, loader);
  }

  constructor(
    private readonly core: ShardCore,
    /** Path of the directory of the index's files, with a trailing slash. */
    private readonly baseUrl: string,
    private readonly origin: string,
    private readonly loader: IndexLoader,
  ) {
    this.pages = decodePages(core.pages);
    this.terms = decodeTerms(core.terms);
    this.fileOfTerm = new Uint16Array(this.terms.length);
    core.postings.start.forEach((start, file) => this.fileOfTerm.fill(file, start));
    // Exact and prefix lookups search the sorted terms; the tree for fuzzy ones is filled next, in
    // slices, so that the first (short) keystrokes are answered without waiting for it.
    const fillSlice = () => {
      if (this.fillTree(TREE_SLICE)) setTimeout(fillSlice, 0);
    };
    setTimeout(fillSlice, 0);
    this.pageOf = new Uint16Array(core.n);
    this.firstRecord = new Uint32Array(core.pageRuns.length);
    let at = 0;
    core.pageRuns.forEach((count, page) => {
      this.firstRecord[page] = at;
      this.pageOf.fill(page, at, at + count);
      at += count;
    });
    this.docBoost = Float64Array.from(core.types, (code, id) =>
      recordBoost(typeOfCode(code), this.pages[this.pageOf[id]!]!),
    );
  }

  get size(): number {
    return this.core.n;
  }

  /** Adds up to `count` more terms to the fuzzy tree; whether terms remain to add. */
  private fillTree(count: number): boolean {
    this.fuzzyTree ??= new SearchableMap<true>();
    const end = Math.min(this.terms.length, this.treeFilled + count);
    for (; this.treeFilled < end; this.treeFilled++) this.fuzzyTree.set(this.terms[this.treeFilled]!, true);
    return this.treeFilled < this.terms.length;
  }

  /** The complete fuzzy tree. */
  private tree(): SearchableMap<true> {
    this.fillTree(Infinity);
    return this.fuzzyTree!;
  }

  /** The position of the first term not below `term` in the sorted terms. */
  private lowerBound(term: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.terms[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The position of a term in the sorted terms, or -1. */
  private indexOf(term: string): number {
    const at = this.lowerBound(term);
    return this.terms[at] === term ? at : -1;
  }

  /** Whether the index holds this word (the term dictionary is the vocabulary that tells a typo). */
  known(term: string): boolean {
    return this.indexOf(term) >= 0;
  }

  /** The terms that start with `prefix`, the prefix itself included. */
  private withPrefix(prefix: string): string[] {
    const matches: string[] = [];
    for (let i = this.lowerBound(prefix); i < this.terms.length && this.terms[i]!.startsWith(prefix); i++) {
      matches.push(this.terms[i]!);
    }
    return matches;
  }

  /**
   * The index terms a query term matches and their weights, in MiniSearch's order: the term itself,
   * its prefix expansions, then its fuzzy ones that are not prefix expansions.
   */
  expand(term: string, prefix: boolean, fuzzy: number | false): Expansion[] {
    const expansions: Expansion[] = [];
    if (this.indexOf(term) >= 0) expansions.push({term, weight: 1});
    let fuzzyMatches: Map<string, [true, number]> | undefined;
    if (fuzzy) {
      const maxDistance = fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy;
      if (maxDistance) fuzzyMatches = this.tree().fuzzyGet(term, maxDistance);
    }
    if (prefix) {
      let matches = this.withPrefix(term);
      for (const match of matches) fuzzyMatches?.delete(match);
      const cap = term.length === 1 ? MAX_ONE_LETTER_EXPANSIONS : MAX_PREFIX_EXPANSIONS;
      if (term.length < PREFIX_CAP_BELOW && matches.length > cap) matches = shortestOf(matches, cap);
      for (const match of matches) {
        const distance = match.length - term.length;
        if (distance)
          expansions.push({term: match, weight: (WEIGHTS.prefix * match.length) / (match.length + 0.3 * distance)});
      }
    }
    for (const [match, [, distance]] of fuzzyMatches ?? []) {
      if (distance) expansions.push({term: match, weight: (WEIGHTS.fuzzy * match.length) / (match.length + distance)});
    }
    return expansions;
  }

  /** Fetches the postings files that hold these terms (each file once). */
  private async loadPostings(terms: Iterable<string>): Promise<void> {
    const files = new Set<number>();
    for (const term of terms) {
      const index = this.indexOf(term);
      if (index >= 0 && !this.postings.has(term)) files.add(this.fileOfTerm[index]!);
    }
    await Promise.all(
      [...files].map((file) => {
        let loading = this.postingFiles.get(file);
        if (!loading) {
          const {start, hash} = this.core.postings;
          const first = start[file]!;
          const end = start[file + 1] ?? this.terms.length;
          const filled = this.filledPostings.get(file);
          this.filledPostings.delete(file); // decoded once, below
          const bytes = filled ? Promise.resolve(filled) : this.loader.bytes(this.baseUrl + postingsFile(hash, file));
          loading = bytes.then((bytes) => {
            decodePostings(bytes, end - first, FIELDS.length).forEach((fields, i) =>
              this.postings.set(this.terms[first + i]!, fields),
            );
          });
          loading.catch(() => this.postingFiles.delete(file)); // a later search tries again
          this.postingFiles.set(file, loading);
        }
        return loading;
      }),
    );
  }

  /** MiniSearch's termResults: BM25+ of one index term in every field, added to `results`. */
  private addTermResults(source: number, {term, weight}: Expansion, results: Map<number, TermResult>): void {
    const fields = this.postings.get(term);
    if (!fields) return;
    FIELDS.forEach((field, fieldId) => {
      const fieldBoost = FIELD_BOOST[field];
      const {ids, tfs, lengths} = fields[fieldId]!;
      const matching = ids.length;
      const avgFieldLength = this.core.avg[fieldId]!;
      const invDocFreq = Math.log(1 + (this.core.n - matching + 0.5) / (matching + 0.5));
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        const docBoost = this.docBoost[id]!;
        const termFreq = tfs[i]!;
        const fieldLength = lengths[i]!;
        const rawScore =
          invDocFreq *
          (BM25.d +
            (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / avgFieldLength)));
        const weighted = weight * 1 * fieldBoost * docBoost * rawScore;
        const result = results.get(id);
        if (result) {
          result.score += weighted;
          result.sources |= source;
          if (!result.matched.includes(term)) result.matched.push(term);
        } else {
          results.set(id, {score: weighted, sources: source, matched: [term]});
        }
      }
    });
  }

  /**
   * The scored records of a query before ranking: every record that holds a word of it (OR); null
   * when `isCurrent` says, once the postings are in, that a newer search made this one useless.
   */
  async score(query: string, isCurrent?: () => boolean): Promise<Scored[] | null> {
    const words = queryWords(query);
    if (!query.trim() || words.length === 0) return [];
    const {prefix, fuzzy} = matchRules(query, (term) => this.known(term));
    // A query word's bit: the same for a repeated word, which counts once in the multiplier (the
    // count of words found) but adds its score again, as in MiniSearch.
    const specs = tokensOf(query).map((term) => ({
      bit: 1 << Math.min(words.indexOf(term), 30),
      expansions: this.expand(term, prefix(term), fuzzy(term)),
    }));
    await this.loadPostings(specs.flatMap((s) => s.expansions.map((e) => e.term)));
    if (isCurrent) {
      // Let the messages that arrived meanwhile in first: a newer keystroke's search makes this
      // one useless before its scoring, the costliest step of a short prefix, begins.
      await nextTask();
      if (!isCurrent()) return null;
    }
    const combined = new Map<number, TermResult>();
    for (const {bit, expansions} of specs) {
      for (const expansion of expansions) this.addTermResults(bit, expansion, combined);
    }
    const scored: Scored[] = [];
    // One (read-only) list of query words per combination of them: records share it.
    const wordsOf = new Map<number, string[]>();
    for (const [id, {score, sources, matched}] of combined) {
      let queryTerms = wordsOf.get(sources);
      if (!queryTerms) {
        queryTerms = words.filter((_, i) => sources & (1 << Math.min(i, 30)));
        wordsOf.set(sources, queryTerms);
      }
      scored.push({id, score: score * (queryTerms.length || 1), terms: matched, queryTerms});
    }
    return scored;
  }

  /**
   * Fetches the rest of the index (the core's fill files, at low priority) so that later queries
   * fetch nothing; whether the whole index is now here (a larger index may have one fill file, or
   * none). Each file is fetched once; a failure only means later queries keep fetching fragments.
   */
  fill(): Promise<boolean> {
    this.filling ??= (async () => {
      const {fill, postings, records} = this.core;
      const low = {priority: 'low'} as RequestInit;
      const [packed, chunks] = await Promise.all([
        fill?.postings ? this.loader.bytes(this.baseUrl + fill.postings, low) : null,
        fill?.records ? (this.loader.json(this.baseUrl + fill.records, low) as Promise<RecordChunk[]>) : null,
      ]);
      const files = packed ? unpackFiles(packed) : [];
      if ((packed && files.length !== postings.start.length) || (chunks && chunks.length !== records.count)) {
        throw new Error('search index: the fill files do not match the core');
      }
      files.forEach((bytes, file) => {
        if (!this.postingFiles.has(file)) this.filledPostings.set(file, bytes);
      });
      chunks?.forEach((chunk, file) => {
        if (!this.recordFiles.has(file)) this.recordFiles.set(file, Promise.resolve(chunk));
      });
      return Boolean(packed && chunks);
    })().catch(() => false);
    return this.filling;
  }

  private records(file: number): Promise<RecordChunk> {
    let loading = this.recordFiles.get(file);
    if (!loading) {
      const url = this.baseUrl + recordsFile(this.core.records.hash, file);
      loading = this.loader.json(url) as Promise<RecordChunk>;
      loading.catch(() => this.recordFiles.delete(file));
      this.recordFiles.set(file, loading);
    }
    return loading;
  }

  private async record(id: number): Promise<RecordDisplay> {
    const [a, h, c] = (await this.records(Math.floor(id / this.core.chunk)))[id % this.core.chunk]!;
    return {a, h, c, t: typeOfCode(this.core.types[id]!)};
  }

  /**
   * Answers one request. `isCurrent`, asked once the postings are in, lets a search that a newer one
   * has made useless stop there (it then answers null) instead of fetching the records of its hits.
   */
  async search(params: SearchParams): Promise<SearchResponse>;
  async search(params: SearchParams, isCurrent: () => boolean): Promise<SearchResponse | null>;
  async search(params: SearchParams, isCurrent?: () => boolean): Promise<SearchResponse | null> {
    const started = Date.now();
    const plan = planOf(params);
    // One or two characters: the page titles, which the core holds (nothing to fetch).
    const short = shortQueryWord(plan.text);
    const scored =
      short === null
        ? await this.score(plan.text, isCurrent)
        : scoreTitles(short, this.pages, (p) => this.firstRecord[p]!);
    if (scored === null) return null;
    const kept = rankResults(scored, plan.text, plan.params, (id) => this.pageOf[id]!, this.pages);
    const hits = await Promise.all(
      pageOfResults(kept, params).map(async (r) =>
        toHit(
          r.id,
          short === null ? await this.record(r.id) : TITLE_ONLY_DISPLAY,
          this.pages[this.pageOf[r.id]!]!,
          r.terms,
          params,
          this.origin,
        ),
      ),
    );
    return responseOf(hits, kept.length, plan.query, params, started);
  }
}
