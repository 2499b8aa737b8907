// Pure: what the /search page (src/theme/SearchPage) asks a search client for, and how it turns
// the answer (Algolia's response shape, from Algolia or the embedded index) into results to render.
// Highlights come back between two control characters and are split into text segments here, so
// the page renders them as React text and <mark> elements: nothing in a hit or a query becomes markup.
import type {FacetFilters} from './facets';

/** Marks the start and end of a highlighted word in the values the client returns. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
const MARKERS = new RegExp(`([${MATCH_START}${MATCH_END}])`);

/** Results per request; "Show more results" asks for the next page. */
export const RESULTS_PER_PAGE = 15;

export interface PageRequest {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: FacetFilters;
  optionalFilters?: FacetFilters;
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
}

export function pageRequest(
  indexName: string,
  query: string,
  page: number,
  facetFilters: FacetFilters,
  optionalFilters?: FacetFilters,
): PageRequest {
  return {
    indexName,
    query,
    page,
    hitsPerPage: RESULTS_PER_PAGE,
    facetFilters,
    ...(optionalFilters ? {optionalFilters} : {}),
    attributesToSnippet: ['content:30'],
    snippetEllipsisText: '…',
    highlightPreTag: MATCH_START,
    highlightPostTag: MATCH_END,
  };
}

export interface Segment {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/** Undoes the HTML escaping a search service applies to highlighted values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A highlighted value as plain-text segments, the matched words flagged. */
export function segments(value: string): Segment[] {
  const out: Segment[] = [];
  let match = false;
  for (const part of value.split(MARKERS)) {
    if (part === MATCH_START) match = true;
    else if (part === MATCH_END) match = false;
    else if (part) out.push({text: decodeEntities(part), match});
  }
  return out;
}

type Highlighted = {value?: string} | undefined;

export interface ResponseHit {
  url: string;
  hierarchy?: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, Highlighted>};
  _snippetResult?: {content?: Highlighted};
}

export interface ResponseShape {
  hits: ResponseHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

export interface ResultItem {
  url: string;
  /** The deepest heading of the hit (the page title for a page-level hit). */
  title: Segment[];
  /** The headings above it, from the section (lvl0) down. */
  breadcrumbs: Segment[][];
  /** Words around the match in the text, when the hit is a paragraph. */
  summary: Segment[];
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export function resultItem(hit: ResponseHit, processUrl: (url: string) => string): ResultItem {
  const highlighted = hit._highlightResult?.hierarchy ?? {};
  const levels = LEVELS.map((lvl) => highlighted[lvl]?.value ?? hit.hierarchy?.[lvl] ?? '')
    .filter((value) => value.length > 0)
    .map(segments);
  const title = levels.pop() ?? [];
  const snippet = hit._snippetResult?.content?.value;
  return {url: processUrl(hit.url), title, breadcrumbs: levels, summary: snippet ? segments(snippet) : []};
}

export interface ResultsState {
  query: string;
  items: ResultItem[];
  total: number;
  /** The last page received (0-based). */
  page: number;
  hasMore: boolean;
}

/** Adds one response to the results so far: page 0 starts over, a later page appends. */
export function mergeResponse(
  previous: ResultsState | null,
  query: string,
  response: ResponseShape,
  processUrl: (url: string) => string,
): ResultsState {
  const items = response.hits.map((hit) => resultItem(hit, processUrl));
  return {
    query,
    items: response.page > 0 && previous?.query === query ? [...previous.items, ...items] : items,
    total: response.nbHits,
    page: response.page,
    hasMore: response.page + 1 < response.nbPages,
  };
}
