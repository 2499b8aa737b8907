import {describe, expect, it} from 'vitest';
import {extractRecords} from '../extractRecords';
import {buildIndex, isIgnored} from '../buildIndex';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from '../options';

const page = (body: string, head = '') => `<html><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">${head}</head>
<body><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>Home</a></li><li class="breadcrumbs__item"><a>Develop</a></li><li class="breadcrumbs__item breadcrumbs__item--active">Timers</li></ul></nav>
<article><header><h1>Durable Timers</h1></header><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

describe('extractRecords', () => {
  it('reads lvl0 from the breadcrumbs, lvl1 from the h1 and a record per heading and paragraph', () => {
    const html = page(`<p>A Timer pauses a Workflow.</p>
<h2 id="sleep">Sleep<a class="hash-link" href="#sleep">\u200b</a></h2><p>Call sleep in the Workflow.</p>
<h3 id="cancel">Cancel a timer</h3><ul><li>Cancel the scope.</li></ul>
<pre><code>sleep(1000)</code></pre>`);
    const result = extractRecords(html, '/develop/go/timers')!;
    // Home is the first breadcrumb; the section is the first named one after it.
    expect(result.page).toEqual({
      u: '/develop/go/timers',
      l0: 'Home',
      l1: 'Durable Timers',
      lang: 'en',
      tag: 'docs-default-current',
      // The SDK facet: the page is in the Go SDK's guide.
      sdk: 'go',
    });
    expect(result.records).toEqual([
      {a: '', t: 'lvl1', h: [], c: 'A Timer pauses a Workflow.'},
      {a: '', t: 'content', h: [], c: 'A Timer pauses a Workflow.'},
      {a: 'sleep', t: 'lvl2', h: ['Sleep'], c: ''},
      {a: 'sleep', t: 'content', h: ['Sleep'], c: 'Call sleep in the Workflow.'},
      {a: 'cancel', t: 'lvl3', h: ['Sleep', 'Cancel a timer'], c: ''},
      {a: 'cancel', t: 'content', h: ['Sleep', 'Cancel a timer'], c: 'Cancel the scope.'},
    ]);
  });

  it("keeps the page's keywords, its description when it is not the first paragraph, and marks legacy pages", () => {
    const head =
      '<meta name="keywords" content="durable timer, sleep"><meta name="description" content="Pause a Workflow for days.">';
    expect(extractRecords(page('<p>A Timer pauses a Workflow.</p>', head), '/timers')!.page).toMatchObject({
      k: 'durable timer, sleep',
      d: 'Pause a Workflow for days.',
    });
    const same = extractRecords(
      page('<p>A Timer pauses a Workflow.</p>', '<meta name="description" content="A Timer pauses a Workflow.">'),
      '/timers',
    )!.page;
    expect(same).not.toHaveProperty('d');
    expect(same).not.toHaveProperty('k');
    expect(same).not.toHaveProperty('old');
    const legacy = page('<p>Version sets.</p>').replace(
      '<h1>Durable Timers</h1>',
      '<h1>Worker Versioning (legacy)</h1>',
    );
    expect(extractRecords(legacy, '/worker-versioning-legacy')!.page.old).toBe(1);
    const deprecated = page('<p>Old CLI.</p>').replace(
      '<h1>Durable Timers</h1>',
      '<h1>tctl workflow (deprecated)</h1>',
    );
    expect(extractRecords(deprecated, '/tctl-v1/workflow')!.page.old).toBe(1);
  });

  it('skips noindex pages and redirects', () => {
    expect(extractRecords(page('<p>x</p>', '<meta name="robots" content="noindex, nofollow">'), '/x')).toBeNull();
    expect(
      extractRecords('<html><head><meta http-equiv="refresh" content="0; url=/y"></head><body></body></html>', '/x'),
    ).toBeNull();
  });
});

describe('buildIndex', () => {
  it('sorts pages by path and numbers records by page', () => {
    const a = extractRecords(page('<p>Alpha text.</p>'), '/b')!;
    const b = extractRecords(page('<p>Beta text.</p>'), '/a')!;
    const index = buildIndex([a, b]);
    expect(index.pages.map((p) => p.u)).toEqual(['/a', '/b']);
    expect(index.records.filter((r) => r.t === 'content').map((r) => [r.p, r.c])).toEqual([
      [0, 'Beta text.'],
      [1, 'Alpha text.'],
    ]);
  });

  it('ignores listed prefixes and what is below them only', () => {
    expect(isIgnored('/tags/workers', ['/tags'])).toBe(true);
    expect(isIgnored('/tags', ['/tags'])).toBe(true);
    expect(isIgnored('/tagsmith', ['/tags'])).toBe(false);
  });
});

describe('toAlgoliaRecords', () => {
  it('turns index records into DocSearch records with absolute URLs and facets', async () => {
    const {toAlgoliaRecords} = await import('../toAlgoliaRecords');
    const extracted = extractRecords(page('<h2 id="sleep">Sleep</h2><p>Call sleep.</p>'), '/develop/go/timers')!;
    const records = toAlgoliaRecords(buildIndex([extracted]), 'https://docs.example.com');
    expect(records.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', 'https://docs.example.com/develop/go/timers'],
      ['lvl2', 'https://docs.example.com/develop/go/timers#sleep'],
      ['content', 'https://docs.example.com/develop/go/timers#sleep'],
    ]);
    expect(records[2]).toMatchObject({
      hierarchy: {lvl0: 'Home', lvl1: 'Durable Timers', lvl2: 'Sleep', lvl3: null},
      content: 'Call sleep.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      sdk: 'go',
    });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(3);
  });
});

describe('search-index options', () => {
  const validate = (options: Record<string, unknown>) =>
    validateOptions({validate: normalizePluginOptions, options: options as never});

  it('defaults to config/unindexedRoutes.ts: the never-indexed routes and the tag listings', () => {
    expect(validate({}).ignorePaths).toEqual(['/search', '/__fixtures', '/404', '/tags', '/ai-cookbook/tags']);
  });

  it('rejects a wrong value with a message naming the plugin and the option', () => {
    expect(() => validate({ignorePaths: ['tags']})).toThrow(
      /^search-index: "ignorePaths\[0\]" must be a route starting with "\/"/,
    );
    expect(() => validate({defaultSection: 3})).toThrow(/^search-index: "defaultSection" must be a string/);
    expect(() => validate({ignorePath: []})).toThrow(
      /"ignorePath" is not allowed\. Known options: ignorePaths, defaultSection, cache\./,
    );
  });
});
