// The in-browser search engine: MiniSearch over the build's records, answering with Algolia's
// response shape (hits with hierarchy, _highlightResult and _snippetResult; nbHits; pages).
import MiniSearch, {type SearchResult} from 'minisearch';
import type {IndexedRecord, SearchIndexFile} from '../../../plugins/search-index/records';
import {matchesFacetFilters, optionalFilterWeight, type FacetFilters, type OptionalFilters} from './facets';
import {highlight, snippet, type HighlightTags} from './highlight';
import {rewriteQuery} from './queryRewrite';

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

/**
 * The engine's ranking weights, in one place.
 * - `fields`: weight of a match in each searched field — `primary` is the record's own title (the
 *   page title for a page record, the heading for a heading record), `text` its paragraph,
 *   `context` the page title and headings above it, `meta` the page's keywords and description
 *   (page records only).
 * - `recordType`: how much a page record and a heading record outweigh a paragraph.
 * - `legacyPage`: factor on the records of a page titled legacy or deprecated.
 * - `pageCoverage`: a record's score is multiplied by (share of the query's words found anywhere
 *   on its page) to this power.
 * - `pageSupport`: each record also gains this fraction of the scores of its page's next
 *   `pageSupportRecords` best records, so a page that answers the query in several places ranks
 *   ahead of one with a single lucky paragraph.
 * - `typoEdits`: for a word the index does not hold (a typo), [minimum length, edits allowed],
 *   longest first; words the index holds keep the smaller tolerance in `run`.
 */
export const RANKING = {
  fields: {primary: 3, text: 1, context: 0.6, meta: 1.5},
  recordType: {lvl1: 1.6, heading: 1.25, content: 1},
  legacyPage: 0.5,
  pageCoverage: 1.5,
  pageSupport: 0.2,
  pageSupportRecords: 10,
  typoEdits: [
    [5, 2],
    [4, 1],
  ] as ReadonlyArray<readonly [number, number]>,
};

interface Doc {
  id: number;
  primary: string;
  text: string;
  context: string;
  meta: string;
}

/** Hands control back to the browser for a moment (input, paint) before indexing goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Documents are added this many at a time between checks of the slice's clock. */
const CHUNK = 100;

export interface SliceOptions {
  /** Longest stretch of indexing, in milliseconds, before the browser gets the thread back. */
  sliceMs?: number;
  yieldToBrowser?: () => Promise<void>;
}

export class SearchEngine {
  private readonly mini: MiniSearch<Doc>;
  private readonly vocabulary = new Set<string>();

  /** Builds the whole index at once (tests, the bench, Node). In the browser use `build`. */
  constructor(
    private readonly index: SearchIndexFile,
    private readonly origin: string,
    indexNow = true,
  ) {
    this.mini = new MiniSearch<Doc>({
      fields: ['primary', 'text', 'context', 'meta'],
      storeFields: [],
      // Indexing calls this with each field's name (the query's words come without one): the words
      // indexed make up the vocabulary that tells a typo from a word of the docs.
      processTerm: (term, field) => {
        const word = term.toLowerCase();
        if (field) this.vocabulary.add(word);
        return word;
      },
      searchOptions: {boost: RANKING.fields},
    });
    if (indexNow) this.mini.addAll(this.documents());
  }

  /**
   * Builds the engine in slices of about `sliceMs`, yielding between them, so that indexing the
   * site's tens of thousands of records never holds the main thread long enough to delay a
   * keystroke.
   */
  static async build(
    index: SearchIndexFile,
    origin: string,
    {sliceMs = 30, yieldToBrowser = nextTask}: SliceOptions = {},
  ): Promise<SearchEngine> {
    const engine = new SearchEngine(index, origin, false);
    const documents = engine.documents();
    let sliceStart = performance.now();
    for (let i = 0; i < documents.length; i += CHUNK) {
      if (i > 0 && performance.now() - sliceStart >= sliceMs) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      engine.mini.addAll(documents.slice(i, i + CHUNK));
    }
    return engine;
  }

  private documents(): Doc[] {
    return this.index.records.map((r, id) => {
      const page = this.index.pages[r.p]!;
      const primary = r.t === 'lvl1' ? page.l1 : r.t === 'content' ? '' : (r.h[r.h.length - 1] ?? '');
      const meta = r.t === 'lvl1' ? [page.k, page.d].filter(Boolean).join(' ') : '';
      return {id, primary, text: r.c, context: [page.l1, ...r.h].join(' '), meta};
    });
  }

  get size(): number {
    return this.index.records.length;
  }

  /** Whether the index holds this word as it is (else it is probably misspelt). */
  private known(term: string): boolean {
    return this.vocabulary.has(term);
  }

  /** Every record that holds a word of the query (OR); byPage then favours pages that hold them all. */
  private run(query: string): SearchResult[] {
    const terms = query.trim().split(/\s+/);
    const lastTerm = terms[terms.length - 1]!.toLowerCase();
    return this.mini.search(query, {
      combineWith: 'OR',
      prefix: (term) => term === lastTerm || term.length >= 4,
      fuzzy: (term) =>
        this.known(term)
          ? term.length >= 5
            ? 0.2
            : term.length >= 4
              ? 1
              : false
          : (RANKING.typoEdits.find(([length]) => term.length >= length)?.[1] ?? false),
      boostDocument: (id) => {
        const record = this.index.records[id as number]!;
        const {lvl1, heading, content} = RANKING.recordType;
        const boost = record.t === 'lvl1' ? lvl1 : record.t === 'content' ? content : heading;
        return this.index.pages[record.p]!.old ? boost * RANKING.legacyPage : boost;
      },
    });
  }

  /**
   * Ranks records with their page: each is weighed by the share of the query's words its page
   * holds (in any of its records), so a page that covers the whole query ranks ahead of one that
   * repeats a single word even when no one paragraph holds every word; then it gains a fraction of
   * its page's next best records' scores (RANKING.pageSupport).
   */
  private byPage(results: SearchResult[], query: string): SearchResult[] {
    const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
    const wanted =
      new Set(
        tokenize(query)
          .filter(Boolean)
          .map((t) => t.toLowerCase()),
      ).size || 1;
    const pageOf = (r: SearchResult) => this.index.records[r.id as number]!.p;
    const covered = new Map<number, Set<string>>();
    for (const r of results) {
      const terms = covered.get(pageOf(r)) ?? new Set<string>();
      r.queryTerms.forEach((t) => terms.add(t));
      covered.set(pageOf(r), terms);
    }
    // The results are MiniSearch's fresh objects: their scores are updated in place.
    for (const r of results) r.score *= (covered.get(pageOf(r))!.size / wanted) ** RANKING.pageCoverage;
    const scores = new Map<number, number[]>();
    for (const r of results) {
      const list = scores.get(pageOf(r));
      if (list) list.push(r.score);
      else scores.set(pageOf(r), [r.score]);
    }
    const support = new Map<number, number>();
    for (const [p, list] of scores) {
      const next = list.sort((a, b) => b - a).slice(1, RANKING.pageSupportRecords + 1);
      support.set(p, RANKING.pageSupport * next.reduce((sum, x) => sum + x, 0));
    }
    for (const r of results) r.score += support.get(pageOf(r))!;
    return results.sort((a, b) => b.score - a.score);
  }

  search(params: SearchParams): SearchResponse {
    const started = Date.now();
    const query = (params.query ?? '').slice(0, 512);
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const rewritten = rewriteQuery(query, params.optionalFilters);
    let results: SearchResult[] = [];
    if (rewritten.query.trim()) results = this.byPage(this.run(rewritten.query), rewritten.query);
    if (rewritten.optionalFilters !== undefined) {
      const score = (r: SearchResult) =>
        r.score * optionalFilterWeight(this.facetsOf(r.id as number), rewritten.optionalFilters, OPTIONAL_FILTER_BOOST);
      results = results.map((r) => ({...r, score: score(r)})).sort((a, b) => b.score - a.score);
    }
    const perPage = new Map<number, number>();
    const kept: SearchResult[] = [];
    for (const result of results) {
      const record = this.index.records[result.id as number]!;
      if (!matchesFacetFilters(this.facetsOf(result.id as number), params.facetFilters)) continue;
      const count = perPage.get(record.p) ?? 0;
      if (count >= MAX_HITS_PER_PAGE) continue;
      perPage.set(record.p, count + 1);
      kept.push(result);
    }
    const slice = hitsPerPage > 0 ? kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const tags = params.highlightPreTag
      ? {pre: params.highlightPreTag, post: params.highlightPostTag ?? ''}
      : DEFAULT_TAGS;
    return {
      hits: slice.map((r) => this.toHit(r, tags, params)),
      nbHits: kept.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(kept.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      query,
      params: '',
      exhaustiveNbHits: true,
      queryID: `local-${started.toString(36)}`,
      facets: {},
    };
  }

  /** The facets of a record: its page's language, tag and SDK (empty when the page is in no SDK guide). */
  private facetsOf(id: number): Record<string, string> {
    const page = this.index.pages[this.index.records[id]!.p]!;
    return {language: page.lang, docusaurus_tag: page.tag, sdk: page.sdk ?? ''};
  }

  private toHit(result: SearchResult, tags: HighlightTags, params: SearchParams): Hit {
    const id = result.id as number;
    const record = this.index.records[id]!;
    const page = this.index.pages[record.p]!;
    const levels = [page.l0, page.l1, ...record.h.slice(0, 5)];
    const hierarchy = {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null} as Hierarchy;
    levels.forEach((value, i) => {
      if (value) hierarchy[`lvl${i}` as keyof Hierarchy] = value;
    });
    const terms = result.terms.map((t) => t.toLowerCase());
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
    const urlWithoutAnchor = new URL(page.u, this.origin).href;
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
}
