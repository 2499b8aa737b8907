// The in-browser search engine: MiniSearch over the build's records, answering with Algolia's
// response shape (hits with hierarchy, _highlightResult and _snippetResult; nbHits; pages).
import MiniSearch, {type SearchResult} from 'minisearch';
import type {IndexedPage, IndexedRecord, SearchIndexFile} from '../../../plugins/search-index/records';
import {matchesFacetFilters, matchesOptionalFilters, type FacetFilters, type OptionalFilters} from './facets';
import {highlight, snippet, type HighlightTags} from './highlight';

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  /** Records matching one of these rank ahead of the others (Algolia's optionalFilters). */
  optionalFilters?: OptionalFilters;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

export interface Hit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: IndexedRecord['t'];
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {
    hierarchy: Record<string, {value: string; matchLevel: string; matchedWords: string[]}>;
    content?: {value: string; matchLevel: string; matchedWords: string[]};
  };
  _snippetResult: {
    hierarchy: Record<string, {value: string; matchLevel: string}>;
    content?: {value: string; matchLevel: string};
  };
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  queryID: string;
  facets: Record<string, Record<string, number>>;
}

/**
 * How much a record that matches an optional filter (the reader's SDK) outweighs one that does not:
 * enough to put an SDK's page ahead of the same topic in another SDK, not enough to lift a record
 * that matches the query poorly above a good match elsewhere.
 */
export const OPTIONAL_FILTER_BOOST = 3;

/** At most this many hits come from one page, so one long page cannot fill the results. */
export const MAX_HITS_PER_PAGE = 3;
const DEFAULT_TAGS: HighlightTags = {pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>'};

/** The document MiniSearch indexes for one record (its id is the record's position). */
export interface Doc {
  id: number;
  primary: string;
  text: string;
  context: string;
}

/** The indexed fields, in MiniSearch's field-id order, and how much a match in each counts. */
export const FIELDS = ['primary', 'text', 'context'] as const;
export const FIELD_BOOST: Record<(typeof FIELDS)[number], number> = {primary: 3, text: 1, context: 0.6};

/** The MiniSearch options of the index (the build's sharded index is made with the same ones). */
export const MINISEARCH_OPTIONS = {
  fields: [...FIELDS],
  storeFields: [] as string[],
  searchOptions: {boost: FIELD_BOOST},
};

/** The documents of an index file, one per record, in record order. */
export function documentsOf(index: SearchIndexFile): Doc[] {
  return index.records.map((r, id) => {
    const page = index.pages[r.p]!;
    const primary = r.t === 'lvl1' ? page.l1 : r.t === 'content' ? '' : (r.h[r.h.length - 1] ?? '');
    return {id, primary, text: r.c, context: [page.l1, ...r.h].join(' ')};
  });
}

/** How much a record's level counts: page titles first, then headings, then paragraphs. */
export function typeBoost(type: IndexedRecord['t']): number {
  return type === 'lvl1' ? 1.6 : type === 'content' ? 1 : 1.25;
}

/**
 * The prefix and fuzzy rules of a query: the last term (being typed) and every term of 4+ letters
 * match as a prefix; terms of 4 letters allow one edit, longer ones 20% of their length. The
 * `lenient` rules, tried only when the query finds nothing otherwise, allow two edits from 5
 * letters on (so "singal" finds "signal": two letters swapped are two edits).
 */
export function matchRules(
  query: string,
  lenient = false,
): {
  prefix: (term: string) => boolean;
  fuzzy: (term: string) => number | false;
} {
  const terms = query.trim().split(/\s+/);
  const lastTerm = terms[terms.length - 1]!.toLowerCase();
  return {
    prefix: (term) => term === lastTerm || term.length >= 4,
    fuzzy: (term) => (term.length >= 5 ? (lenient ? 2 : 0.2) : term.length >= 4 ? 1 : false),
  };
}

/** The attempts of a search, in order, until one finds something: all terms, then any term. */
export const ATTEMPTS: ReadonlyArray<{combineWith: 'AND' | 'OR'; lenient: boolean}> = [
  {combineWith: 'AND', lenient: false},
  {combineWith: 'OR', lenient: false},
  {combineWith: 'AND', lenient: true},
  {combineWith: 'OR', lenient: true},
];

/** A scored record, as MiniSearch returns it: `terms` are the index terms that matched. */
export interface Scored {
  id: number;
  score: number;
  terms: string[];
}

/** The facets of a record: its page's language, tag and SDK (empty when the page is in no SDK guide). */
export function facetsOfPage(page: IndexedPage): Record<string, string> {
  return {language: page.lang, docusaurus_tag: page.tag, sdk: page.sdk ?? ''};
}

/**
 * The ranking after scoring, shared by every engine: records matching an optional filter are
 * boosted, facet filters drop records, and each page keeps at most MAX_HITS_PER_PAGE hits.
 */
export function rankResults(
  scored: Scored[],
  params: SearchParams,
  pageOf: (id: number) => number,
  pages: readonly IndexedPage[],
): Scored[] {
  let results = scored;
  if (params.optionalFilters !== undefined) {
    const score = (r: Scored) =>
      matchesOptionalFilters(facetsOfPage(pages[pageOf(r.id)]!), params.optionalFilters)
        ? r.score * OPTIONAL_FILTER_BOOST
        : r.score;
    results = results.map((r) => ({...r, score: score(r)})).sort((a, b) => b.score - a.score);
  }
  const perPage = new Map<number, number>();
  const kept: Scored[] = [];
  for (const result of results) {
    const p = pageOf(result.id);
    if (!matchesFacetFilters(facetsOfPage(pages[p]!), params.facetFilters)) continue;
    const count = perPage.get(p) ?? 0;
    if (count >= MAX_HITS_PER_PAGE) continue;
    perPage.set(p, count + 1);
    kept.push(result);
  }
  return kept;
}

/** The slice of ranked results a request asks for (its page of hitsPerPage). */
export function pageOfResults<T>(kept: T[], params: SearchParams): T[] {
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  return hitsPerPage > 0 ? kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
}

/** Algolia's response around the hits of one page of results. */
export function responseOf(
  hits: Hit[],
  nbHits: number,
  query: string,
  params: SearchParams,
  started: number,
): SearchResponse {
  const hitsPerPage = params.hitsPerPage ?? 20;
  return {
    hits,
    nbHits,
    page: params.page ?? 0,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    query,
    params: '',
    exhaustiveNbHits: true,
    queryID: `local-${started.toString(36)}`,
    facets: {},
  };
}

/** The display part of a record: what a hit shows. */
export type RecordDisplay = Pick<IndexedRecord, 'a' | 't' | 'h' | 'c'>;

/** One hit in Algolia's shape: hierarchy, url, and the highlighted and snippeted attributes. */
export function toHit(
  id: number,
  record: RecordDisplay,
  page: IndexedPage,
  matchedTerms: string[],
  params: SearchParams,
  origin: string,
): Hit {
  const tags = params.highlightPreTag
    ? {pre: params.highlightPreTag, post: params.highlightPostTag ?? ''}
    : DEFAULT_TAGS;
  const levels = [page.l0, page.l1, ...record.h.slice(0, 5)];
  const hierarchy = {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null} as Hierarchy;
  levels.forEach((value, i) => {
    if (value) hierarchy[`lvl${i}` as keyof Hierarchy] = value;
  });
  const terms = matchedTerms.map((t) => t.toLowerCase());
  const snippetSize = (attr: string) => {
    const spec = params.attributesToSnippet?.find((a) => a.split(':')[0] === attr);
    return spec ? Number(spec.split(':')[1] ?? 10) : 10;
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const hl: Hit['_highlightResult'] = {hierarchy: {}};
  const sn: Hit['_snippetResult'] = {hierarchy: {}};
  for (const [key, value] of Object.entries(hierarchy)) {
    if (value === null) continue;
    hl.hierarchy[key] = highlight(value, terms, tags);
    sn.hierarchy[key] = snippet(value, terms, snippetSize(`hierarchy.${key}`), tags, ellipsis);
  }
  const content = record.c || null;
  if (content) {
    hl.content = highlight(content, terms, tags);
    sn.content = snippet(content, terms, snippetSize('content'), tags, ellipsis);
  }
  const urlWithoutAnchor = new URL(page.u, origin).href;
  return {
    objectID: String(id),
    url: record.a ? `${urlWithoutAnchor}#${record.a}` : urlWithoutAnchor,
    url_without_anchor: urlWithoutAnchor,
    anchor: record.a || null,
    type: record.t,
    hierarchy,
    content,
    _highlightResult: hl,
    _snippetResult: sn,
  };
}

/**
 * The whole-index engine: MiniSearch over every record, built at once. The browser uses the
 * sharded engine (./shardedEngine.ts), which ranks the same way from the build's shards; this one
 * serves Node tools and is the reference the sharded one is compared with.
 */
export class SearchEngine {
  private readonly mini: MiniSearch<Doc>;

  constructor(
    private readonly index: SearchIndexFile,
    private readonly origin: string,
  ) {
    this.mini = new MiniSearch<Doc>(MINISEARCH_OPTIONS);
    this.mini.addAll(this.documents());
  }

  private documents(): Doc[] {
    return documentsOf(this.index);
  }

  get size(): number {
    return this.index.records.length;
  }

  private run(query: string, combineWith: 'AND' | 'OR', lenient: boolean): SearchResult[] {
    const {prefix, fuzzy} = matchRules(query, lenient);
    return this.mini.search(query, {
      combineWith,
      prefix,
      fuzzy,
      boostDocument: (id) => typeBoost(this.index.records[id as number]!.t),
    });
  }

  /** The scored records of a query before ranking, from the first of ATTEMPTS that finds any. */
  score(query: string): Scored[] {
    if (!query.trim()) return [];
    let results: SearchResult[] = [];
    for (const {combineWith, lenient} of ATTEMPTS) {
      results = this.run(query, combineWith, lenient);
      if (results.length > 0) break;
    }
    return results.map((r) => ({id: r.id as number, score: r.score, terms: r.terms}));
  }

  search(params: SearchParams): SearchResponse {
    const started = Date.now();
    const query = (params.query ?? '').slice(0, 512);
    const kept = rankResults(this.score(query), params, (id) => this.index.records[id]!.p, this.index.pages);
    const hits = pageOfResults(kept, params).map((r) => {
      const record = this.index.records[r.id]!;
      return toHit(r.id, record, this.index.pages[record.p]!, r.terms, params, this.origin);
    });
    return responseOf(hits, kept.length, query, params, started);
  }
}
