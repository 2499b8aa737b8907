// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {loadExtractor, multiplyPages, originalRoute, rankOfTopic, slimPage, syntheticCorpus} from '../corpus.mjs';

// The search-index plugin's own extraction (plugins/search-index), as the bench loads it.
const {extractRecords, buildIndex} = await loadExtractor();

const SENTENCES = [
  'A Timer pauses the Workflow durably until its deadline passes.',
  'Workers poll the Task Queue and execute Activities with retries.',
  'Signals deliver asynchronous messages into a running Workflow Execution.',
  'Queries return state from a Workflow without changing its history.',
  'Schedules start Workflow Executions at configured calendar intervals.',
  'Namespaces isolate Workflow Executions and their retention settings.',
];

/** A built doc page as Docusaurus renders it (trimmed), with navigation and a code block. */
function builtPage(/** @type {string} */ title, /** @type {string} */ section, /** @type {number} */ seed) {
  // Each paragraph starts with its id (p<page><n>), which the word suffixes never touch.
  const paragraphs = Array.from(
    {length: 6},
    (_, i) => `<p>p${seed}${i} ${SENTENCES[(seed + i) % SENTENCES.length]}</p>`,
  );
  return `<!doctype html><html lang="en"><head><title>${title} | Docs</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<meta name="keywords" content="${title.toLowerCase()}, durable sleep"><meta name="description" content="What ${title} are for.">
<script src="/assets/js/main.js"></script></head><body><nav class="navbar">Navbar text</nav>
<aside class="sidebar">Sidebar text</aside><main><article>
<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>${section}</a></li><li class="breadcrumbs__item breadcrumbs__item--active">${title}</li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${paragraphs.slice(0, 3).join('')}
<h2 id="details">Details<a class="hash-link" href="#details">\u200b</a></h2>${paragraphs.slice(3).join('')}
<pre><code><span class="token">workflowSleeping(durationSeconds)</span></code></pre><ul><li>Listed behaviour item</li></ul>
</div></article></main><footer>Footer text</footer></body></html>`;
}

const SOURCE = [
  {route: '/develop/go/timers', html: builtPage('Durable Timers', 'Develop', 0)},
  {route: '/develop/go/signals', html: builtPage('Signals', 'Develop', 1)},
  {route: '/encyclopedia/queries', html: builtPage('Queries', 'Encyclopedia', 2)},
];

describe('slimPage', () => {
  it('keeps what search reads and drops navigation, scripts and code markup', () => {
    const slim = slimPage(SOURCE[0].html);
    expect(slim).toContain('name="docsearch:language"');
    // The keywords and description are searched (the index's meta field).
    expect(extractRecords(slim, '/develop/go/timers')?.page).toMatchObject({k: 'durable timers, durable sleep'});
    expect(slim).toContain('<title>Durable Timers | Docs</title>');
    expect(slim).not.toMatch(/Navbar text|Sidebar text|Footer text|main\.js|class="token"/);
    expect(slim).toContain('<pre>workflowSleeping(durationSeconds)</pre>');
    expect(extractRecords(slim, '/develop/go/timers')).toEqual(extractRecords(SOURCE[0].html, '/develop/go/timers'));
  });
});

describe('multiplyPages', () => {
  const tenfold = multiplyPages(SOURCE, 10, extractRecords);

  it('makes factor × the pages and records: originals at their paths, copies under /copy-N/', () => {
    expect(tenfold).toHaveLength(30);
    expect(tenfold.slice(0, 3).map((p) => p.route)).toEqual(SOURCE.map((p) => p.route));
    expect(tenfold[3].route).toBe('/copy-1/develop/go/timers');
    expect(tenfold[29].route).toBe('/copy-9/encyclopedia/queries');
    const records = (/** @type {typeof tenfold} */ pages) => pages.reduce((n, p) => n + p.extracted.records.length, 0);
    expect(records(tenfold)).toBe(10 * records(tenfold.slice(0, 3)));
    // The copies keep their section, sdk facet and anchors.
    expect(tenfold[3].extracted.page).toMatchObject({u: '/copy-1/develop/go/timers', l0: 'Develop'});
    expect(tenfold[3].extracted.records.map((r) => r.a)).toEqual(tenfold[0].extracted.records.map((r) => r.a));
  });

  it('is deterministic', () => {
    expect(multiplyPages(SOURCE, 10, extractRecords).map((p) => p.html)).toEqual(tenfold.map((p) => p.html));
  });

  it('varies the copies: suffixed words, paragraphs from the same section, code untouched', () => {
    const text = (/** @type {number} */ i) => tenfold[i].extracted.records.map((r) => r.c).join(' ');
    const copies = tenfold.slice(3);
    expect(new Set(copies.map((p) => p.html.replace(/\/copy-\d+/g, ''))).size).toBe(27);
    const words = (/** @type {string} */ t) => new Set(t.toLowerCase().match(/\p{L}+/gu));
    const original = new Set(SOURCE.flatMap((_, i) => [...words(text(i))]));
    const grown = new Set(tenfold.flatMap((_, i) => [...words(text(i))]));
    expect(grown.size).toBeGreaterThan(1.5 * original.size);
    /** The ids of a page's paragraphs. */
    const ids = (/** @type {string} */ html) => [...html.matchAll(/<p>p(\d)\d /g)].map((m) => m[1]);
    // The Encyclopedia page is alone in its section: its copies hold only its own paragraphs.
    for (const page of copies.filter((p) => p.route.endsWith('/queries'))) {
      expect(new Set(ids(page.html))).toEqual(new Set(['2']));
    }
    // The Develop pages exchange paragraphs.
    const timersCopies = copies.filter((p) => p.route.endsWith('/timers')).map((p) => ids(p.html));
    expect(timersCopies.some((list) => list.includes('1'))).toBe(true);
    expect(timersCopies.every((list) => list.length === 6 && !list.includes('2'))).toBe(true);
    for (const page of copies) expect(page.html).toContain('<pre>workflowSleeping(durationSeconds)</pre>');
  });
});

describe('syntheticCorpus', () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

  it('writes the HTML tree and the records in the site format from a build, and reuses them', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
    dirs.push(root);
    const build = path.join(root, 'build');
    for (const {route, html} of SOURCE) {
      fs.mkdirSync(path.join(build, route), {recursive: true});
      fs.writeFileSync(path.join(build, route, 'index.html'), html);
    }
    const siteIndex = buildIndex(SOURCE.map((p) => /** @type {any} */ (extractRecords(p.html, p.route))));
    fs.writeFileSync(path.join(build, 'search-index.abc.json'), JSON.stringify(siteIndex));
    fs.writeFileSync(path.join(build, 'search-index.json'), JSON.stringify({index: '/search-index.abc.json'}));

    const out = path.join(root, 'out');
    const corpus = await syntheticCorpus(build, out, {factor: 4, extractor: {extractRecords, buildIndex}});
    expect(corpus.pages).toHaveLength(12);
    expect(corpus.index.pages).toHaveLength(12);
    expect(corpus.records).toHaveLength(4 * siteIndex.records.length);
    expect(fs.existsSync(path.join(corpus.htmlDir, 'copy-3/encyclopedia/queries/index.html'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(corpus.indexFile, 'utf8'))).toEqual(corpus.index);

    const again = await syntheticCorpus(build, out, {
      factor: 4,
      extractor: {
        extractRecords: () => {
          throw new Error('the corpus should have been reused');
        },
        buildIndex,
      },
    });
    expect(again.index).toEqual(corpus.index);
    expect(again.pages.map((p) => p.file)).toEqual(corpus.pages.map((p) => p.file));
  });
});

describe('rankOfTopic', () => {
  it('counts a page and its copies as one page', () => {
    expect(originalRoute('/copy-3/develop/go/timers')).toBe('/develop/go/timers');
    expect(originalRoute('/copy-12')).toBe('/');
    expect(originalRoute('/copy-editing')).toBe('/copy-editing');
    const hits = ['/copy-2/queries', '/queries#a', '/copy-1/develop/go/timers', '/develop/go/timers'].map((p) => ({
      url_without_anchor: `https://docs.example${p.replace(/#.*/, '')}`,
    }));
    expect(rankOfTopic(hits, '/develop/go/timers')).toEqual({rank: 2, first: '/queries'});
  });
});
