import {afterEach, describe, expect, it, vi} from 'vitest';
import {escapeHtml, highlight, snippet} from '../highlight';
import {matchesFacetFilters} from '../facets';
import {
  RANKING,
  SearchEngine,
  scoreTitles,
  shortQueryWord,
  singular,
  titleHolds,
  titleShare,
  type SearchParams,
  type SearchResponse,
} from '../engine';
import {ShardedEngine} from '../shardedEngine';
import {gunzipIfNeeded} from '../../../../plugins/search-index/shardFormat';
import {createLocalSearchClient} from '../client';
import type {SearchIndexFile} from '../../../../plugins/search-index/records';
import {searchIndexFiles} from '../../../../plugins/search-index/shards';

const tags = {pre: '<mark>', post: '</mark>'};

describe('highlight', () => {
  it('escapes the text before wrapping matches', () => {
    expect(highlight('<b>Workflow</b> & workers', ['work'], tags).value).toBe(
      '&lt;b&gt;<mark>Workflow</mark>&lt;/b&gt; &amp; <mark>workers</mark>',
    );
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('reports how many query terms matched', () => {
    expect(highlight('Activity timeouts', ['activity', 'timeout'], tags).matchLevel).toBe('full');
    expect(highlight('Activity retries', ['activity', 'timeout'], tags).matchLevel).toBe('partial');
    expect(highlight('Signals', ['timeout'], tags).matchLevel).toBe('none');
  });

  it('cuts a snippet of N words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten heartbeat eleven twelve thirteen fourteen fifteen';
    const s = snippet(text, ['heartbeat'], 5, tags);
    expect(s.value).toBe('…ten <mark>heartbeat</mark> eleven twelve thirteen…');
    expect(snippet('short text', ['short'], 10, tags).value).toBe('<mark>short</mark> text');
  });
});

describe('facet filters', () => {
  const facets = {language: 'en', docusaurus_tag: 'docs-default-current'};
  it('ANDs the outer list and ORs inner lists', () => {
    expect(
      matchesFacetFilters(facets, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(facets, ['language:fr', ['docusaurus_tag:docs-default-current']])).toBe(false);
    expect(matchesFacetFilters(facets, [['docusaurus_tag:default', 'docusaurus_tag:docs-other-current']])).toBe(false);
  });

  it('accepts a single string and negation', () => {
    expect(matchesFacetFilters(facets, 'language:en')).toBe(true);
    expect(matchesFacetFilters(facets, ['-language:en'])).toBe(false);
    expect(matchesFacetFilters(facets, undefined)).toBe(true);
  });
});

const index: SearchIndexFile = {
  v: 1,
  pages: [
    {u: '/activities', l0: 'Encyclopedia', l1: 'What is an Activity?', lang: 'en', tag: 'docs-default-current'},
    {u: '/develop/go/timers', l0: 'Develop', l1: 'Durable Timers - Go SDK', lang: 'en', tag: 'docs-default-current'},
    {
      u: '/ai-cookbook/basic-python',
      l0: 'AI Cookbook',
      l1: 'Basic Python',
      lang: 'en',
      tag: 'docs-ai-cookbook-current',
    },
  ],
  records: [
    {p: 0, a: '', t: 'lvl1', h: [], c: 'An Activity is a function that performs a single, well-defined action.'},
    {p: 0, a: 'timeouts', t: 'lvl2', h: ['Activity timeouts'], c: ''},
    {
      p: 0,
      a: 'timeouts',
      t: 'content',
      h: ['Activity timeouts'],
      c: 'Start-To-Close bounds a single attempt; Schedule-To-Close bounds all attempts.',
    },
    {p: 1, a: '', t: 'lvl1', h: [], c: 'A Timer pauses a Workflow durably.'},
    {p: 1, a: 'sleep', t: 'lvl2', h: ['Sleep with workflow.Sleep'], c: ''},
    {p: 2, a: '', t: 'lvl1', h: [], c: 'Call a model from an Activity.'},
  ],
};

describe('SearchEngine', () => {
  const engine = new SearchEngine(index, 'https://docs.example.com');

  it('ranks a heading match above body text and returns DocSearch hits', () => {
    const {hits, nbHits} = engine.search({query: 'activity timeouts'});
    expect(nbHits).toBeGreaterThan(0);
    expect(hits[0]!.url).toBe('https://docs.example.com/activities#timeouts');
    expect(hits[0]!.type).toBe('lvl2');
    expect(hits[0]!.hierarchy).toMatchObject({
      lvl0: 'Encyclopedia',
      lvl1: 'What is an Activity?',
      lvl2: 'Activity timeouts',
      lvl3: null,
    });
    expect(Object.keys(hits[0]!._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
  });

  it('matches prefixes and tolerates typos', () => {
    expect(engine.search({query: 'tim'}).hits.some((h) => h.url.includes('/develop/go/timers'))).toBe(true);
    expect(engine.search({query: 'activty'}).hits[0]!.url).toContain('/activities');
  });

  it('honours facet filters', () => {
    const all = engine.search({query: 'activity'}).hits.map((h) => h.url);
    const docsOnly = engine
      .search({query: 'activity', facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']]})
      .hits.map((h) => h.url);
    expect(all.some((u) => u.includes('ai-cookbook'))).toBe(true);
    expect(docsOnly.some((u) => u.includes('ai-cookbook'))).toBe(false);
  });

  it('pages results and counts them all', () => {
    const first = engine.search({query: 'activity', hitsPerPage: 1, page: 0});
    const second = engine.search({query: 'activity', hitsPerPage: 1, page: 1});
    expect(first.hits).toHaveLength(1);
    expect(first.nbPages).toBe(first.nbHits);
    expect(second.hits[0]!.objectID).not.toBe(first.hits[0]!.objectID);
  });

  it('uses the requested highlight tags, or the search page default', () => {
    expect(
      engine.search({query: 'timer', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits[0]!._highlightResult
        .hierarchy.lvl1!.value,
    ).toContain('<mark>');
    expect(engine.search({query: 'timer'}).hits[0]!._highlightResult.hierarchy.lvl1!.value).toContain(
      'algolia-docsearch-suggestion--highlight',
    );
  });

  it('answers an empty query with no hits', () => {
    expect(engine.search({query: '  '})).toMatchObject({hits: [], nbHits: 0});
  });
});

describe('SearchEngine ranking', () => {
  const page = (u: string, l1: string, extra: Partial<SearchIndexFile['pages'][number]> = {}) => ({
    u,
    l0: 'Docs',
    l1,
    lang: 'en',
    tag: 'docs-default-current',
    ...extra,
  });
  const ranked: SearchIndexFile = {
    v: 1,
    pages: [
      page('/schedules', 'Schedules', {k: 'backfill', d: 'Start Workflows on a calendar.'}),
      page('/overlap', 'Notes'),
      page('/develop/go/client', 'Temporal Client - Go SDK', {sdk: 'go'}),
      page('/develop/dotnet/client', 'Temporal Client - .NET SDK', {sdk: 'dotnet'}),
      page('/versioning', 'Worker Versioning with Worker Deployments and Deployment Versions'),
      page('/versioning-legacy', 'Worker Versioning (legacy)', {old: 1}),
      page('/task-queues', 'What is a Task Queue?'),
      page('/cli/task-queue', 'temporal task-queue command reference'),
    ],
    records: [
      {p: 0, a: '', t: 'lvl1', h: [], c: 'A Schedule starts Workflow Executions.'},
      {p: 0, a: 'runs', t: 'content', h: ['Runs'], c: 'A policy decides what happens to late runs.'},
      {p: 0, a: 'runs', t: 'content', h: ['Runs'], c: 'When two runs overlap, the newest waits.'},
      {p: 1, a: '', t: 'lvl1', h: [], c: 'Overlap, overlap and overlap.'},
      {
        p: 2,
        a: '',
        t: 'lvl1',
        h: [],
        c: 'Connect a client to the Temporal Service; a client that hangs needs a timeout.',
      },
      {p: 3, a: '', t: 'lvl1', h: [], c: 'Connect a client to the Temporal Service.'},
      {p: 4, a: '', t: 'lvl1', h: [], c: 'Deployments pin Workflows to a version of the Worker code.'},
      {p: 5, a: '', t: 'lvl1', h: [], c: 'Worker Versioning with version sets.'},
      {p: 6, a: '', t: 'lvl1', h: [], c: 'Workers poll a Task Queue for Tasks.'},
      {p: 7, a: '', t: 'lvl1', h: [], c: 'Every command.'},
      {p: 7, a: 'task-queue', t: 'lvl2', h: ['Task queue'], c: ''},
      {p: 7, a: 'task-queue', t: 'content', h: ['Task queue'], c: 'Show the task queue backlog.'},
      {p: 7, a: 'task-queue', t: 'content', h: ['Task queue'], c: 'Set a task queue rate limit.'},
      {
        p: 7,
        a: 'task-queue',
        t: 'content',
        h: ['Task queue'],
        c: 'Describe a task queue and its task queue pollers.',
      },
      {p: 7, a: 'task-queue', t: 'content', h: ['Task queue'], c: 'List the task queue partitions.'},
    ],
  };
  type Search = (params: SearchParams) => Promise<SearchResponse>;
  // Each search opens its engine afresh, so that a test may turn a rule off (RANKING) first.
  const {files} = searchIndexFiles(ranked);
  const file = (url: string) => files.get(url.replace(/^\//, ''))!;
  const engines: Record<string, Search> = {
    whole: async (params) => new SearchEngine(ranked, 'https://docs.example.com').search(params),
    sharded: async (params) =>
      (
        await ShardedEngine.open('/search-index.json', 'https://docs.example.com', {
          json: async (url) => JSON.parse(String(file(url))),
          bytes: async (url) => {
            const content = file(url);
            return gunzipIfNeeded(typeof content === 'string' ? new TextEncoder().encode(content) : content);
          },
        })
      ).search(params),
  };
  const saved = structuredClone(RANKING);
  afterEach(() => Object.assign(RANKING, structuredClone(saved)));

  describe.each(['whole', 'sharded'])('the %s engine', (name) => {
    const pages = async (query: string) => [
      ...new Set((await engines[name]!({query})).hits.map((h) => new URL(h.url).pathname)),
    ];

    it('ranks the page that holds every word of the query, across its records, above one that repeats one word', async () => {
      expect((await pages('overlap policy'))[0]).toBe('/schedules');
      RANKING.pageCoverage = 0;
      RANKING.pageSupport = 0;
      expect((await pages('overlap policy'))[0]).toBe('/overlap');
    });

    it("searches the page's keywords and description", async () => {
      expect(await pages('backfill')).toEqual(['/schedules']);
      expect(await pages('calendar')).toEqual(['/schedules']);
    });

    it('ranks the guide of an SDK named in the query first, whatever the other words favour', async () => {
      expect((await pages('client hangs'))[0]).toBe('/develop/go/client');
      expect((await pages('dotnet client hangs'))[0]).toBe('/develop/dotnet/client');
      expect((await pages('.NET client hangs'))[0]).toBe('/develop/dotnet/client');
    });

    it('ranks a legacy page after the current one', async () => {
      expect((await pages('worker versioning')).slice(0, 2)).toEqual(['/versioning', '/versioning-legacy']);
      RANKING.legacyPage = 1;
      expect((await pages('worker versioning'))[0]).toBe('/versioning-legacy');
    });

    it('finds a word misspelt by two letters when the index does not hold it as typed', async () => {
      expect((await pages('schedual'))[0]).toBe('/schedules');
      expect((await pages('overlpa policy'))[0]).toBe('/schedules');
      RANKING.typoEdits = [];
      expect(await pages('schedual')).toEqual([]);
    });

    it('ranks the page whose title is the query above one whose title and headings hold it among other words', async () => {
      expect((await pages('task queue'))[0]).toBe('/task-queues');
      RANKING.titleMatch = 1;
      expect((await pages('task queue'))[0]).toBe('/cli/task-queue');
    });
  });

  it('measures how much of a title the query is', () => {
    expect(titleHolds('What is a Task Queue?', ['task', 'queue'])).toBe(true);
    expect(titleHolds('Task Queues', ['task', 'queue'])).toBe(true);
    expect(titleHolds('Task routing', ['task', 'queue'])).toBe(false);
    expect(titleHolds('Retry Policies', ['retry', 'policy'])).toBe(true);
    expect(titleHolds('Activity retry simulator', ['retry', 'policy'])).toBe(false);
    expect(['policies', 'queues', 'classes', 'class', 'workflows'].map(singular)).toEqual([
      'policy',
      'queue',
      'class',
      'class',
      'workflow',
    ]);
    expect(titleShare('What is a Task Queue?', ['task', 'queue'])).toBe(1);
    expect(titleShare('temporal task-queue command reference', ['task', 'queue'])).toBe(0.5);
    expect(titleShare('Task routing', ['task', 'queue'])).toBe(0);
  });
});

describe('one or two characters', () => {
  it('are searched in the page titles only', () => {
    expect(['s', 'si', 'Go', ' wo '].map((q) => shortQueryWord(q) !== null)).toEqual([true, true, true, true]);
    expect(['sig', 'a b', 'si g', ''].map((q) => shortQueryWord(q) !== null)).toEqual([false, false, false, false]);
  });

  it('rank the titles that a word of is most of, a title holding the word itself twice, legacy pages half', () => {
    const page = (l1: string, old?: 1) => ({u: `/${l1}`, l0: 'Docs', l1, lang: 'en', tag: 't', ...(old ? {old} : {})});
    const pages = [
      page('Single sign-on for Temporal Cloud'),
      page('Signals'),
      page('Go SDK'),
      page('Si units and signals'),
      page('Legacy signals', 1),
      page('Schedules'),
    ];
    const scored = scoreTitles('si', pages, (p) => p * 10);
    const order = [...scored].sort((a, b) => b.score - a.score).map((r) => pages[r.id / 10]!.l1);
    expect(order).toEqual([
      'Signals', // 1 of 1 word
      'Si units and signals', // 1 of 4, the word itself: twice
      'Legacy signals', // 1 of 2, legacy: half
      'Single sign-on for Temporal Cloud', // 1 of 6
    ]);
    expect(scored.find((r) => r.id === 30)!.terms).toEqual(['si', 'signals']);
    expect(scored.every((r) => r.queryTerms.length === 1 && r.queryTerms[0] === 'si')).toBe(true);
  });
});

describe('local search client', () => {
  const {files} = searchIndexFiles(index);
  const serve = (url: string) => {
    const file = files.get(url.replace(/^\//, ''));
    return file === undefined ? new Response('not found', {status: 404}) : new Response(file);
  };
  const okFetch = vi.fn(async (url: string) => serve(url)) as unknown as typeof fetch;

  it('answers both the DocSearch and the helper request shapes, in order', async () => {
    const client = createLocalSearchClient('/search-index.json', 'https://docs.example.com', okFetch);
    const modal = await client.search({requests: [{indexName: 'x', query: 'timer', hitsPerPage: 5}]});
    const helper = await client.search([
      {indexName: 'x', params: {query: 'activity'}},
      {indexName: 'x', params: {query: 'timer', hitsPerPage: 0}},
    ]);
    expect(modal.results[0]!.hits[0]!.url).toContain('timers');
    expect(helper.results).toHaveLength(2);
    expect(helper.results[1]!.hits).toEqual([]);
    expect(helper.results[1]!.nbHits).toBeGreaterThan(0);
  });

  it('fails with a RetryError when the index cannot be loaded, and tries again next time', async () => {
    let calls = 0;
    const flaky = (async (url: string) => {
      calls += 1;
      return calls === 1 ? new Response('nope', {status: 503}) : serve(url);
    }) as unknown as typeof fetch;
    const statuses: string[] = [];
    const client = createLocalSearchClient('/search-index.json', 'https://docs.example.com', flaky, (s) =>
      statuses.push(s),
    );
    await expect(client.search({requests: [{query: 'timer'}]})).rejects.toMatchObject({name: 'RetryError'});
    expect(statuses).toEqual(['loading', 'failed']);
    await expect(client.search({requests: [{query: 'timer'}]})).resolves.toHaveProperty('results');
    // Ready only once the engine has the index's core, and reported once however many searches follow.
    await client.search({requests: [{query: 'activity'}]});
    expect(statuses).toEqual(['loading', 'failed', 'loading', 'ready']);
  });
});
