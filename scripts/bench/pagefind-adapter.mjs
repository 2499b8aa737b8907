// @ts-check
// A search client with Algolia's `search(requests)` contract (the one src/lib/search/client.ts
// answers for DocSearch) answered by Pagefind. A plain ES module with no imports: the bench serves it
// to the browser next to a Pagefind bundle (scripts/bench/pagefind.mjs), and unit tests import it.
//
// Mapping: Pagefind ranks pages; each page's `sub_results` (one per heading section that matches)
// become DocSearch hits — at most MAX_HITS_PER_PAGE a page, like the site's engine — with the
// heading chain rebuilt from the page's `anchors` (lvl2..lvl6), lvl0 from the `section` meta and
// lvl1 from the title. A hit is of type lvlN when every query word is in its heading (or the title
// for the top of the page), else `content`, whose text is Pagefind's excerpt. Facet filters
// (language, sdk, section, docusaurus_tag) become Pagefind filters; optional filters (the reader's
// SDK) rank the pages that match them first by their score × OPTIONAL_FILTER_BOOST, from a second,
// filtered search.

/**
 * @typedef {{element: string, id: string, text?: string, location: number}} PagefindAnchor
 * @typedef {{title: string, url: string, excerpt: string, anchor?: PagefindAnchor, locations: number[],
 *   weighted_locations?: {weight: number, balanced_score: number, location: number}[]}} PagefindSubResult
 * @typedef {{url: string, excerpt: string, meta: Record<string, string>, filters?: Record<string, string[]>,
 *   anchors: PagefindAnchor[], sub_results: PagefindSubResult[]}} PagefindData
 * @typedef {{id: string, score: number, data: () => Promise<PagefindData>}} PagefindResult
 * @typedef {{results: PagefindResult[], unfilteredResultCount?: number}} PagefindSearch
 * @typedef {{search: (term: string, options?: {filters?: object}) => Promise<PagefindSearch | null>}} PagefindApi
 * @typedef {string | ReadonlyArray<string | ReadonlyArray<string>>} FacetFilters
 * @typedef {{query?: string, page?: number, hitsPerPage?: number, facetFilters?: FacetFilters,
 *   optionalFilters?: FacetFilters, highlightPreTag?: string, highlightPostTag?: string,
 *   attributesToSnippet?: string[], snippetEllipsisText?: string}} SearchParams
 * @typedef {SearchParams & {indexName?: string, params?: SearchParams | string}} Request
 * @typedef {{value: string, matchLevel: 'none' | 'partial' | 'full', matchedWords: string[]}} Highlighted
 * @typedef {Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>} Hierarchy
 * @typedef {{objectID: string, url: string, url_without_anchor: string, anchor: string | null, type: string,
 *   hierarchy: Hierarchy, content: string | null,
 *   _highlightResult: {hierarchy: Record<string, Highlighted>, content?: Highlighted},
 *   _snippetResult: {hierarchy: Record<string, {value: string, matchLevel: string}>,
 *     content?: {value: string, matchLevel: string}}}} Hit
 */

export const MAX_HITS_PER_PAGE = 3;
export const OPTIONAL_FILTER_BOOST = 3;
const DEFAULT_TAGS = {pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>'};

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      /** @type {Record<string, string>} */ ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c],
  );

/** The query's words, lower-cased (Pagefind matches them as prefixes too). */
export const queryWords = (/** @type {string} */ query) =>
  [...query.toLowerCase().matchAll(/[\p{L}\p{N}_]+/gu)].map((m) => m[0]);

/**
 * Plain text with every word that starts with a query word wrapped in the tags.
 * @param {string} text
 * @param {string[]} words
 * @param {{pre: string, post: string}} tags
 * @returns {Highlighted}
 */
export function highlightText(text, words, tags) {
  const matched = new Set();
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const word = m[0].toLowerCase();
    const hit = words.find((w) => word.startsWith(w));
    if (!hit) continue;
    matched.add(hit);
    const start = /** @type {number} */ (m.index);
    out += `${escapeHtml(text.slice(last, start))}${tags.pre}${escapeHtml(m[0])}${tags.post}`;
    last = start + m[0].length;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= words.length ? 'full' : 'partial';
  return {value: out, matchLevel, matchedWords: [...matched]};
}

/**
 * Pagefind's excerpt (escaped text with <mark> around matches) in the requested highlight tags.
 * @param {string} excerpt
 * @param {string[]} words
 * @param {{pre: string, post: string}} tags
 * @returns {Highlighted}
 */
export function excerptHighlight(excerpt, words, tags) {
  const marked = [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1].toLowerCase());
  const matched = words.filter((w) => marked.some((m) => m.startsWith(w)));
  const value = excerpt.replace(/<mark>/g, tags.pre).replace(/<\/mark>/g, tags.post);
  const matchLevel = matched.length === 0 ? 'none' : matched.length >= words.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: matched};
}

/** Text of an excerpt without its markup, entities decoded. */
const plain = (/** @type {string} */ excerpt) =>
  excerpt
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_, e) => /** @type {Record<string, string>} */ ({lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&'})[e],
    );

/**
 * The heading chain (lvl2..lvl6 texts) in force at `location`, from the page's anchors.
 * @param {PagefindAnchor[]} anchors
 * @param {number} location
 */
export function headingChain(anchors, location) {
  /** @type {string[]} */
  const chain = [];
  for (const anchor of [...anchors].sort((a, b) => a.location - b.location)) {
    if (anchor.location > location) break;
    const level = /^h([2-6])$/i.exec(anchor.element)?.[1];
    if (!level || !anchor.text) continue;
    chain.length = Number(level) - 2;
    for (let i = 0; i < chain.length; i++) chain[i] ??= '';
    chain.push(anchor.text.trim());
  }
  return chain;
}

/** The weight of a sub-result: the sum of its words' balanced scores (or their count). */
const weightOf = (/** @type {PagefindSubResult} */ sub) =>
  sub.weighted_locations?.reduce((sum, l) => sum + l.balanced_score, 0) ?? sub.locations.length;

/**
 * The DocSearch hits of one Pagefind page result: its best sub-results, in page order.
 * @param {PagefindData} data
 * @param {string} query
 * @param {string} origin
 * @param {{pre: string, post: string}} [tags]
 * @returns {Hit[]}
 */
export function hitsOfPage(data, query, origin, tags = DEFAULT_TAGS) {
  const words = queryWords(query);
  const base = new URL(data.url, origin).href;
  const subs = data.sub_results.length
    ? data.sub_results
    : [{title: data.meta.title ?? '', url: data.url, excerpt: data.excerpt, locations: []}];
  const best = [...subs]
    .map((sub, order) => ({sub, order, weight: weightOf(sub)}))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_HITS_PER_PAGE)
    .sort((a, b) => a.order - b.order);
  return best.map(({sub}) => {
    const chain = sub.anchor ? headingChain(data.anchors, sub.anchor.location) : [];
    const levels = [data.meta.section ?? null, data.meta.title ?? null, ...chain.slice(0, 5)];
    /** @type {Hierarchy} */
    const hierarchy = {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    levels.forEach((value, i) => {
      if (value) hierarchy[/** @type {keyof Hierarchy} */ (`lvl${i}`)] = value;
    });
    const heading = sub.anchor ? (chain[chain.length - 1] ?? sub.title) : (data.meta.title ?? '');
    const headingWords = queryWords(heading);
    const isHeading = words.length > 0 && words.every((w) => headingWords.some((h) => h.startsWith(w)));
    const level = sub.anchor ? Math.min(6, Math.max(2, chain.length + 1)) : 1;
    const content = isHeading ? null : plain(sub.excerpt) || null;
    /** @type {Hit['_highlightResult']} */
    const hl = {hierarchy: {}};
    /** @type {Hit['_snippetResult']} */
    const sn = {hierarchy: {}};
    for (const [key, value] of Object.entries(hierarchy)) {
      if (value === null) continue;
      hl.hierarchy[key] = highlightText(value, words, tags);
      sn.hierarchy[key] = {value: hl.hierarchy[key].value, matchLevel: hl.hierarchy[key].matchLevel};
    }
    if (content) {
      hl.content = excerptHighlight(sub.excerpt, words, tags);
      sn.content = {value: hl.content.value, matchLevel: hl.content.matchLevel};
    }
    const anchor = sub.anchor?.id ?? null;
    return {
      objectID: `${data.url}#${anchor ?? ''}`,
      url: anchor ? `${base}#${anchor}` : base,
      url_without_anchor: base,
      anchor,
      type: isHeading ? `lvl${level}` : 'content',
      hierarchy,
      content,
      _highlightResult: hl,
      _snippetResult: sn,
    };
  });
}

/**
 * One Algolia facet filter ("sdk:go", "-sdk:go"; a `<score=N>` suffix is ignored) as a Pagefind filter.
 * @param {string} filter
 * @returns {object}
 */
function filterOf(filter) {
  const negated = filter.startsWith('-');
  const body = (negated ? filter.slice(1) : filter).replace(/<score=\d+>$/, '');
  const i = body.indexOf(':');
  const term = {[body.slice(0, i)]: body.slice(i + 1)};
  return negated ? {not: term} : term;
}

/**
 * Algolia facet filters as a Pagefind filter object: the outer list is `all`, an inner list `any`,
 * a leading "-" is `not`.
 * @param {FacetFilters | undefined} facetFilters
 * @returns {{all?: object[]}}
 */
export function pagefindFilters(facetFilters) {
  if (facetFilters === undefined) return {};
  const list = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const all = list
    .filter((f) => f.length > 0)
    .map((f) => (typeof f === 'string' ? filterOf(f) : {any: f.map(filterOf)}));
  return all.length ? {all} : {};
}

/**
 * A request's parameters, given inline or under `params` (an object or a query string).
 * @param {Request} request
 * @returns {SearchParams}
 */
function paramsOf(request) {
  if (typeof request.params !== 'string') return {...request, ...(request.params ?? {})};
  return Object.fromEntries(
    [...new URLSearchParams(request.params)].map(([k, v]) => [
      k,
      /^[[{]/.test(v) || /^\d+$/.test(v) ? JSON.parse(v) : v,
    ]),
  );
}

/**
 * A client with the `search(requests)` contract of src/lib/search/client.ts, over Pagefind's API.
 * `stats.fragments` counts the `.data()` loads (page fragments) it asked for.
 * @param {() => Promise<PagefindApi>} loadPagefind the Pagefind module, imported on first use
 * @param {string} origin
 */
export function createPagefindClient(loadPagefind, origin) {
  /** @type {Promise<PagefindApi> | null} */
  let api = null;
  const stats = {fragments: 0};

  /** @param {SearchParams} params */
  async function searchOne(params) {
    const started = Date.now();
    const query = (params.query ?? '').slice(0, 512);
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const pagefind = await (api ??= loadPagefind());
    const filters = pagefindFilters(params.facetFilters);
    const found = query.trim() ? await pagefind.search(query, {filters}) : null;
    let results = found?.results ?? [];
    if (params.optionalFilters !== undefined && results.length) {
      const optional = typeof params.optionalFilters === 'string' ? [params.optionalFilters] : params.optionalFilters;
      const preferred = await pagefind.search(query, {
        filters: {all: [...(filters.all ?? []), {any: optional.flat().map(filterOf)}]},
      });
      const boosted = new Set(preferred?.results.map((r) => r.id));
      results = results
        .map((r) => ({r, score: boosted.has(r.id) ? r.score * OPTIONAL_FILTER_BOOST : r.score}))
        .sort((a, b) => b.score - a.score)
        .map(({r}) => r);
    }
    // Load page fragments a few at a time until the requested page of hits is full.
    /** @type {Hit[]} */
    const hits = [];
    const wanted = (page + 1) * hitsPerPage;
    let next = 0;
    while (hits.length < wanted && next < results.length) {
      const batch = results.slice(next, next + Math.max(1, Math.ceil((wanted - hits.length) / MAX_HITS_PER_PAGE)));
      next += batch.length;
      stats.fragments += batch.length;
      const datas = await Promise.all(batch.map((r) => r.data()));
      const tags = params.highlightPreTag
        ? {pre: params.highlightPreTag, post: params.highlightPostTag ?? ''}
        : DEFAULT_TAGS;
      for (const data of datas) hits.push(...hitsOfPage(data, query, origin, tags));
    }
    // Every result page gives at least one hit: an estimate of the total without loading them all.
    const nbHits = hits.length + (results.length - next);
    return {
      hits: hits.slice(page * hitsPerPage, wanted),
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      query,
      params: '',
      exhaustiveNbHits: false,
      queryID: `pagefind-${started.toString(36)}`,
      facets: {},
    };
  }

  return {
    stats,
    appId: 'pagefind',
    warm: () => (api ??= loadPagefind()),
    /** @param {Request[] | {requests: Request[]}} input */
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      return {results: await Promise.all(requests.map((r) => searchOne(paramsOf(r))))};
    },
  };
}
