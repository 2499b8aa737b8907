// @ts-check
import {describe, expect, it} from 'vitest';
import {
  MAX_HITS_PER_PAGE,
  createPagefindClient,
  headingChain,
  hitsOfPage,
  pagefindFilters,
} from '../pagefind-adapter.mjs';

const TAGS = {pre: '<em>', post: '</em>'};

/** A page as Pagefind's `.data()` returns it: two headings, three matching sections. */
const timers = () => ({
  url: '/develop/go/timers',
  excerpt: 'A <mark>Timer</mark> pauses a Workflow.',
  meta: {title: 'Durable Timers', section: 'Develop'},
  filters: {sdk: ['go']},
  anchors: [
    {element: 'h2', id: 'sleep', text: 'Sleep', location: 10},
    {element: 'h3', id: 'cancel-a-timer', text: 'Cancel a timer', location: 30},
    {element: 'div', id: 'tabs-1', text: '', location: 35},
    {element: 'h2', id: 'limits', text: 'Limits & precision', location: 50},
  ],
  sub_results: [
    {title: 'Durable Timers', url: '/develop/go/timers', excerpt: 'A <mark>Timer</mark> pauses…', locations: [1]},
    {
      title: 'Cancel a timer',
      url: '/develop/go/timers#cancel-a-timer',
      excerpt: 'Cancel the <mark>timer</mark> scope &lt;ctx&gt;.',
      anchor: {element: 'h3', id: 'cancel-a-timer', text: 'Cancel a timer', location: 30},
      locations: [31, 33, 34],
    },
    {
      title: 'Limits & precision',
      url: '/develop/go/timers#limits',
      excerpt: 'A <mark>timer</mark> fires after at least its duration.',
      anchor: {element: 'h2', id: 'limits', text: 'Limits & precision', location: 50},
      locations: [52, 53],
    },
  ],
});

describe('hitsOfPage', () => {
  it('maps sub-results to DocSearch hits with anchors, the heading chain and highlight tags', () => {
    const hits = hitsOfPage(timers(), 'timer', 'https://docs.example', TAGS);
    expect(hits.map((h) => h.url)).toEqual([
      'https://docs.example/develop/go/timers',
      'https://docs.example/develop/go/timers#cancel-a-timer',
      'https://docs.example/develop/go/timers#limits',
    ]);
    const [top, cancel, limits] = hits;
    // Every query word is in the title / heading: the hit is the heading itself.
    expect(top).toMatchObject({type: 'lvl1', anchor: null, content: null});
    expect(top.hierarchy).toEqual({
      lvl0: 'Develop',
      lvl1: 'Durable Timers',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(cancel).toMatchObject({
      type: 'lvl3',
      anchor: 'cancel-a-timer',
      url_without_anchor: 'https://docs.example/develop/go/timers',
    });
    expect(cancel.hierarchy).toMatchObject({lvl2: 'Sleep', lvl3: 'Cancel a timer', lvl4: null});
    expect(cancel._highlightResult.hierarchy.lvl3).toEqual({
      value: 'Cancel a <em>timer</em>',
      matchLevel: 'full',
      matchedWords: ['timer'],
    });
    // A later h2 resets the chain; heading text is escaped.
    expect(limits.hierarchy).toMatchObject({lvl2: 'Limits & precision', lvl3: null});
    expect(limits._highlightResult.hierarchy.lvl2.value).toBe('Limits &amp; precision');
    expect(limits._highlightResult.hierarchy.lvl1.value).toBe('Durable <em>Timers</em>');
  });

  it('gives content hits the excerpt, with Pagefind marks turned into the requested tags', () => {
    const [top, cancel] = hitsOfPage(timers(), 'timer scope', 'https://docs.example', TAGS);
    expect(top.type).toBe('content');
    expect(cancel).toMatchObject({type: 'content', content: 'Cancel the timer scope <ctx>.'});
    expect(cancel._snippetResult.content).toEqual({
      value: 'Cancel the <em>timer</em> scope &lt;ctx&gt;.',
      matchLevel: 'partial',
    });
    expect(cancel._highlightResult.content?.matchedWords).toEqual(['timer']);
  });

  it('keeps the best MAX_HITS_PER_PAGE sub-results of a page, in page order', () => {
    const data = timers();
    data.sub_results.push({
      title: 'Sleep',
      url: '/develop/go/timers#sleep',
      excerpt: 'x',
      anchor: {element: 'h2', id: 'sleep', text: 'Sleep', location: 10},
      locations: [11, 12, 13, 14],
    });
    const hits = hitsOfPage(data, 'timer', 'https://docs.example');
    expect(hits).toHaveLength(MAX_HITS_PER_PAGE);
    expect(hits.map((h) => h.anchor)).toEqual(['cancel-a-timer', 'limits', 'sleep']);
  });

  it('answers with the top of the page when Pagefind gives no sub-results', () => {
    const data = {...timers(), sub_results: []};
    const [hit] = hitsOfPage(data, 'pauses', 'https://docs.example');
    expect(hit).toMatchObject({type: 'content', anchor: null, content: 'A Timer pauses a Workflow.'});
  });
});

describe('headingChain', () => {
  it('follows heading levels and ignores anchors that are not h2–h6', () => {
    const {anchors} = timers();
    expect(headingChain(anchors, 40)).toEqual(['Sleep', 'Cancel a timer']);
    expect(headingChain(anchors, 5)).toEqual([]);
    expect(headingChain([{element: 'h4', id: 'a', text: 'Deep', location: 1}], 2)).toEqual(['', '', 'Deep']);
  });
});

describe('pagefindFilters', () => {
  it('turns Algolia facet filters into Pagefind compound filters', () => {
    expect(pagefindFilters(undefined)).toEqual({});
    expect(pagefindFilters('language:en')).toEqual({all: [{language: 'en'}]});
    expect(pagefindFilters(['language:en', ['sdk:go', 'sdk:java'], '-section:Cloud', []])).toEqual({
      all: [{language: 'en'}, {any: [{sdk: 'go'}, {sdk: 'java'}]}, {not: {section: 'Cloud'}}],
    });
  });
});

describe('createPagefindClient', () => {
  /** A fake Pagefind: `count` results, each page the timers page under its own URL. */
  const fakePagefind = (/** @type {number} */ count, /** @type {object[]} */ calls) => ({
    search: async (/** @type {string} */ term, /** @type {{filters?: object}} */ options = {}) => {
      calls.push({term, ...options});
      const filtered = JSON.stringify(options.filters).includes('"sdk"');
      return {
        results: Array.from({length: filtered ? 1 : count}, (_, i) => {
          const id = filtered ? count - 1 : i;
          return {id: `p${id}`, score: 10 - id, data: async () => ({...timers(), url: `/page-${id}`})};
        }),
      };
    },
  });

  it('answers search({requests}) with DocSearch hits, loading only the fragments it shows', async () => {
    /** @type {object[]} */
    const calls = [];
    const client = createPagefindClient(async () => fakePagefind(10, calls), 'https://docs.example');
    const {results} = await client.search({
      requests: [{indexName: 'docs', params: {query: 'timer', hitsPerPage: 5, facetFilters: ['language:en']}}],
    });
    expect(calls).toEqual([{term: 'timer', filters: {all: [{language: 'en'}]}}]);
    expect(results[0]).toMatchObject({page: 0, hitsPerPage: 5, query: 'timer'});
    expect(results[0].hits).toHaveLength(5);
    expect(results[0].hits[0].url).toBe('https://docs.example/page-0');
    // Three hits a page: two pages fill five hits; the eight pages not loaded count one hit each.
    expect(client.stats.fragments).toBe(2);
    expect(results[0].nbHits).toBe(6 + 8);
  });

  it('ranks the pages that match an optional filter first', async () => {
    /** @type {object[]} */
    const calls = [];
    const client = createPagefindClient(async () => fakePagefind(4, calls), 'https://docs.example');
    const {results} = await client.search([{query: 'timer', hitsPerPage: 3, optionalFilters: ['sdk:go']}]);
    expect(calls[1]).toEqual({term: 'timer', filters: {all: [{any: [{sdk: 'go'}]}]}});
    expect(results[0].hits[0].url_without_anchor).toBe('https://docs.example/page-3');
  });

  it('gives no hits for an empty query without searching', async () => {
    /** @type {object[]} */
    const calls = [];
    const client = createPagefindClient(async () => fakePagefind(3, calls), 'https://docs.example');
    const {results} = await client.search([{query: '  '}]);
    expect(results[0]).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
    expect(calls).toEqual([]);
  });
});
