// The in-browser search engine: MiniSearch over the build's records, answering with Algolia's
// response shape (hits with hierarchy, _highlightResult and _snippetResult; nbHits; pages).
import MiniSearch, {type SearchResult} from 'minisearch';
import type {IndexedPage, IndexedRecord, SearchIndexFile} from '../../../plugins/search-index/records';
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
 * The engines' ranking weights, in one place (both engines read them).
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
 * - `titleMatch`: factor on the records of a page whose title holds every word of the query (the
 *   page about the thing asked for, ahead of pages that only mention it in a heading).
 * - `typoEdits`: for a word the index does not hold (a typo), [minimum length, edits allowed],
 *   longest first; words the index holds keep the smaller tolerance of `matchRules`.
 */
export const RANKING = {
  fields: {primary: 3, text: 1, context: 0.6, meta: 1.5},
  recordType: {lvl1: 1.6, heading: 1.25, content: 1},
  legacyPage: 0.5,
  pageCoverage: 1.5,
  pageSupport: 0.2,
  pageSupportRecords: 10,
  titleMatch: 1.5,
  typoEdits: [
    [5, 2],
    [4, 1],
  ] as ReadonlyArray<readonly [number, number]>,
};

/** The document MiniSearch indexes for one record (its id is the record's position). */
export interface Doc {
  id: number;
  primary: string;
  text: string;
  context: string;
  meta: string;
}

/** The indexed fields, in MiniSearch's field-id order, and how much a match in each counts. */
export const FIELDS = ['primary', 'text', 'context', 'meta'] as const;
export const FIELD_BOOST: Record<(typeof FIELDS)[number], number> = RANKING.fields;

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
    const meta = r.t === 'lvl1' ? [page.k, page.d].filter(Boolean).join(' ') : '';
    return {id, primary, text: r.c, context: [page.l1, ...r.h].join(' '), meta};
  });
}

/** How much a record counts before its words do: page titles first, then headings, then paragraphs; legacy pages last. */
export function recordBoost(type: IndexedRecord['t'], page: IndexedPage): number {
  const {lvl1, heading, content} = RANKING.recordType;
  const boost = type === 'lvl1' ? lvl1 : type === 'content' ? content : heading;
  return page.old ? boost * RANKING.legacyPage : boost;
}

/** MiniSearch's default tokenizer (the index's and the query's words). */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text, lowercased, in order (repeats kept), as MiniSearch indexes and searches them. */
export function tokensOf(text: string): string[] {
  return text
    .split(SPACE_OR_PUNCTUATION)
    .map((t) => t.toLowerCase())
    .filter(Boolean);
}

/** The distinct words of a query, as both engines search them. */
export function queryWords(query: string): string[] {
  return [...new Set(tokensOf(query))];
}

/**
 * The prefix and fuzzy rules of a query: the last term (being typed) and every term of 4+ letters
 * match as a prefix. A word the index holds (`known`) allows one edit at 4 letters and 20% of its
 * length from 5; a word it does not hold is a typo and gets RANKING.typoEdits.
 */
export function matchRules(
  query: string,
  known: (term: string) => boolean,
): {
  prefix: (term: string) => boolean;
  fuzzy: (term: string) => number | false;
} {
  const terms = query.trim().split(/\s+/);
  const lastTerm = terms[terms.length - 1]!.toLowerCase();
  return {
    prefix: (term) => term === lastTerm || term.length >= 4,
    fuzzy: (term) =>
      known(term)
        ? term.length >= 5
          ? 0.2
          : term.length >= 4
            ? 1
            : false
        : (RANKING.typoEdits.find(([length]) => term.length >= length)?.[1] ?? false),
  };
}

/**
 * A scored record, as MiniSearch returns it: `terms` are the index terms that matched, `queryTerms`
 * the query's words that found them.
 */
export interface Scored {
  id: number;
  score: number;
  terms: string[];
  queryTerms: string[];
}

/**
 * A query of one word of at most SHORT_QUERY_LENGTH characters (the first keystrokes) searches the
 * page titles only, which the engine holds from the start: it answers at once, without fetching
 * the postings of the hundreds of words such a prefix starts or scoring the thousands of records
 * they hold, and a title is what one or two letters can tell apart. From the next character on,
 * every record is searched.
 */
export const SHORT_QUERY_LENGTH = 2;

/** The word of a query (as searched, planOf) answered from the page titles alone, else null. */
export function shortQueryWord(text: string): string | null {
  const words = queryWords(text);
  return words.length === 1 && words[0]!.length <= SHORT_QUERY_LENGTH ? words[0]! : null;
}

/** What a title-only hit shows: its page's section and title, no paragraph (none was fetched). */
export const TITLE_ONLY_DISPLAY: RecordDisplay = {a: '', t: 'lvl1', h: [], c: ''};

/**
 * The page records of the pages whose title has a word starting with `word` (shortQueryWord),
 * weighed by the share of the title such a word is (a one-word title weighs most), twice as much
 * when the title holds the word itself, and as any page record otherwise (recordBoost: legacy pages
 * half); `titleRecordOf` is a page's title record.
 */
export function scoreTitles(
  word: string,
  pages: readonly IndexedPage[],
  titleRecordOf: (page: number) => number,
): Scored[] {
  const scored: Scored[] = [];
  pages.forEach((page, p) => {
    const titleWords = tokensOf(page.l1);
    const matched = [...new Set(titleWords.filter((t) => t.startsWith(word)))];
    if (matched.length === 0) return;
    const whole = matched.includes(word) ? 2 : 1;
    const score = (whole * recordBoost('lvl1', page)) / titleWords.length;
    scored.push({id: titleRecordOf(p), score, terms: matched, queryTerms: [word]});
  });
  return scored;
}

/** A word without its plural ending (`policies` → `policy`, `queues` → `queue`, `classes` → `class`). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Whether a title word is a query word: the same word, singular or plural, or (from four letters,
 * the word being typed) its start.
 */
function sameWord(titleWord: string, queryWord: string): boolean {
  return (
    titleWord === queryWord ||
    singular(titleWord) === singular(queryWord) ||
    (queryWord.length >= 4 && titleWord.startsWith(queryWord))
  );
}

/** Title words that say nothing of a page's subject. */
const TITLE_FILLER = new Set([
  'what',
  'is',
  'are',
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'for',
  'to',
  'and',
  'how',
  'temporal',
]);

/**
 * How much of a title the query is, when the title holds every word of the query: the share of
 * the title's words (filler aside) that are query words — 1 for `task queue` and "What is a Task
 * Queue?", less for "temporal task-queue command reference"; 0 when a query word is not in it.
 */
export function titleShare(title: string, words: readonly string[]): number {
  if (!titleHolds(title, words)) return 0;
  const titleWords = tokensOf(title).filter((t) => !TITLE_FILLER.has(t));
  const matched = titleWords.filter((t) => words.some((w) => sameWord(t, w)));
  return titleWords.length ? matched.length / titleWords.length : 0;
}

/**
 * Whether a title holds every word of a query: as a word of the title, or as the start of one from
 * four letters on (`task queue` is in "Task Queues").
 */
export function titleHolds(title: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const titleWords = tokensOf(title);
  return words.every((w) => titleWords.some((t) => sameWord(t, w)));
}

/**
 * What a request searches: the text after rewriteQuery (punctuation, an SDK named in the query) and
 * the optional filters that rank (the named SDK's, else the caller's).
 */
export function planOf(params: SearchParams): {query: string; text: string; params: SearchParams} {
  const query = (params.query ?? '').slice(0, 512);
  const rewritten = rewriteQuery(query, params.optionalFilters);
  const text = rewritten.query;
  return {query, text, params: {...params, optionalFilters: rewritten.optionalFilters}};
}

/** The facets of a record: its page's language, tag and SDK (empty when the page is in no SDK guide). */
export function facetsOfPage(page: IndexedPage): Record<string, string> {
  return {language: page.lang, docusaurus_tag: page.tag, sdk: page.sdk ?? ''};
}

/**
 * Keeps the `size` largest of the values offered, in descending order (`list`, sorted): offering a
 * value costs at most `size` steps, where collecting and sorting them all costs a sort per page.
 */
function offerTop(list: number[], value: number, size: number): void {
  if (list.length === size && value <= list[size - 1]!) return;
  let at = list.length === size ? size - 1 : list.length;
  while (at > 0 && list[at - 1]! < value) {
    list[at] = list[at - 1]!;
    at--;
  }
  list[at] = value;
}

/**
 * The ranking after scoring, shared by every engine; `text` is the query as searched (planOf).
 * First each record is weighed with its page: by the share of the query's words its page holds (in
 * any of its records), so a page that covers the whole query ranks ahead of one that repeats a
 * single word even when no one paragraph holds every word, and by how much of the page's title the
 * query is; then it gains a fraction of its page's next best records' scores (RANKING.pageSupport).
 * Records matching an optional filter are then boosted by its weight, facet filters drop records,
 * and each page keeps at most MAX_HITS_PER_PAGE hits, in score order (ties in the order scored).
 * Only the records kept are sorted: a prefix typed on a large site scores tens of thousands.
 */
export function rankResults(
  scored: Scored[],
  text: string,
  params: SearchParams,
  pageOf: (id: number) => number,
  pages: readonly IndexedPage[],
): Scored[] {
  const words = queryWords(text);
  const wanted = words.length || 1;
  const pageIds = scored.map((r) => pageOf(r.id));
  // Per page (arrays by page position): the query words it holds, then its weight.
  const covered: (Set<string> | undefined)[] = new Array(pages.length);
  const seen: (string[][] | undefined)[] = new Array(pages.length); // the word lists already added
  const touched: number[] = [];
  scored.forEach((r, i) => {
    const p = pageIds[i]!;
    let terms = covered[p];
    if (!terms) {
      covered[p] = terms = new Set<string>();
      seen[p] = [];
      touched.push(p);
    }
    if (seen[p]!.includes(r.queryTerms)) return;
    seen[p]!.push(r.queryTerms);
    for (const t of r.queryTerms) terms.add(t);
  });
  const factor = new Float64Array(pages.length);
  const shareOf = new Map<string, number>(); // by title: pages may share one
  for (const p of touched) {
    const title = pages[p]!.l1;
    let share = shareOf.get(title);
    if (share === undefined) shareOf.set(title, (share = titleShare(title, words)));
    const titled = 1 + (RANKING.titleMatch - 1) * share;
    factor[p] = (covered[p]!.size / wanted) ** RANKING.pageCoverage * titled;
  }
  const best: number[][] = new Array(pages.length);
  scored.forEach((r, i) => {
    const p = pageIds[i]!;
    r.score *= factor[p]!;
    offerTop((best[p] ??= []), r.score, RANKING.pageSupportRecords + 1);
  });
  const support = new Float64Array(pages.length);
  for (const p of touched) {
    const list = best[p]!;
    let sum = 0;
    for (let k = 1; k < list.length; k++) sum += list[k]!;
    support[p] = RANKING.pageSupport * sum;
  }
  // Per page: whether its facets pass the filters, and its optional filters' weight.
  const passes = new Uint8Array(pages.length);
  const weight = new Float64Array(pages.length);
  for (const p of touched) {
    const facets = facetsOfPage(pages[p]!);
    passes[p] = matchesFacetFilters(facets, params.facetFilters) ? 1 : 0;
    if (params.optionalFilters !== undefined) {
      weight[p] = optionalFilterWeight(facets, params.optionalFilters, OPTIONAL_FILTER_BOOST);
    }
  }
  // A page's best MAX_HITS_PER_PAGE records (its weight is the same for all of them), then all of
  // them in the order of their final score, ties in the order of the score before the weight, then
  // in the order scored.
  const base = new Float64Array(scored.length);
  const kept = new Map<number, number[]>();
  const before = (i: number, j: number) => base[i]! > base[j]! || (base[i] === base[j] && i < j);
  scored.forEach((r, i) => {
    const p = pageIds[i]!;
    r.score += support[p]!;
    base[i] = r.score;
    if (!passes[p]) return;
    let list = kept.get(p);
    if (!list) kept.set(p, (list = []));
    if (list.length === MAX_HITS_PER_PAGE && !before(i, list[MAX_HITS_PER_PAGE - 1]!)) return;
    let at = list.length === MAX_HITS_PER_PAGE ? MAX_HITS_PER_PAGE - 1 : list.length;
    while (at > 0 && before(i, list[at - 1]!)) {
      list[at] = list[at - 1]!;
      at--;
    }
    list[at] = i;
  });
  const order = [...kept.values()].flat();
  if (params.optionalFilters !== undefined) {
    for (const i of order) scored[i]!.score *= weight[pageIds[i]!]!;
  }
  order.sort((i, j) => scored[j]!.score - scored[i]!.score || base[j]! - base[i]! || i - j);
  return order.map((i) => scored[i]!);
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
  /** Every word the index holds: a query word outside it is a typo (matchRules). */
  private readonly vocabulary = new Set<string>();

  constructor(
    private readonly index: SearchIndexFile,
    private readonly origin: string,
  ) {
    this.mini = new MiniSearch<Doc>({
      ...MINISEARCH_OPTIONS,
      // Indexing calls this with each field's name (the query's words come without one).
      processTerm: (term, field) => {
        const word = term.toLowerCase();
        if (field) this.vocabulary.add(word);
        return word;
      },
    });
    this.mini.addAll(documentsOf(this.index));
  }

  get size(): number {
    return this.index.records.length;
  }

  private titleRecordIds: number[] | null = null;

  /** Each page's title record (its first: a page's records start with it), by page position. */
  private titleRecords(): number[] {
    if (!this.titleRecordIds) {
      const ids: number[] = [];
      this.index.records.forEach((r, id) => {
        ids[r.p] ??= id;
      });
      this.titleRecordIds = ids;
    }
    return this.titleRecordIds;
  }

  /** The scored records of a query before ranking: every record that holds a word of it (OR). */
  score(query: string): Scored[] {
    if (!query.trim()) return [];
    const {prefix, fuzzy} = matchRules(query, (term) => this.vocabulary.has(term));
    const results: SearchResult[] = this.mini.search(query, {
      combineWith: 'OR',
      prefix,
      fuzzy,
      boostDocument: (id) => {
        const record = this.index.records[id as number]!;
        return recordBoost(record.t, this.index.pages[record.p]!);
      },
    });
    return results.map((r) => ({id: r.id as number, score: r.score, terms: r.terms, queryTerms: r.queryTerms}));
  }

  search(params: SearchParams): SearchResponse {
    const started = Date.now();
    const plan = planOf(params);
    const pageOf = (id: number) => this.index.records[id]!.p;
    const short = shortQueryWord(plan.text);
    const scored =
      short === null ? this.score(plan.text) : scoreTitles(short, this.index.pages, (p) => this.titleRecords()[p]!);
    const kept = rankResults(scored, plan.text, plan.params, pageOf, this.index.pages);
    const hits = pageOfResults(kept, params).map((r) => {
      const record = this.index.records[r.id]!;
      return toHit(
        r.id,
        short === null ? record : TITLE_ONLY_DISPLAY,
        this.index.pages[record.p]!,
        r.terms,
        params,
        this.origin,
      );
    });
    return responseOf(hits, kept.length, plan.query, params, started);
  }
}
