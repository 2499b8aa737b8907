// @ts-check
// The bench's second search engine: Pagefind (the exact version pinned in package.json), measured on
// the site (1x) and on the synthetic corpus (./corpus.mjs, 10x) by ./engines.mjs.
//   - indexing: Pagefind's Node API indexes each page's Markdown body (`article .markdown`; code,
//     tab headers, navigation and footers excluded) into a bundle under .cache/bench/pagefind/,
//     never into the build. The site's HTML is not marked up: the facets of the site's records
//     (language, sdk, section, docusaurus_tag) are added as Pagefind filters to the in-memory copy
//     of each page handed to `addHTMLFile`, and the section as metadata (hierarchy.lvl0);
//   - the browser: a harness page served next to the bundle loads ./pagefind-adapter.mjs, which
//     answers the `search(requests)` contract. In a fresh browser context (cold cache) each run
//     times a query from the call to results with their display data (Pagefind's `.data()` fragment
//     loads for the hits shown, counted), the bytes transferred meanwhile (as encoded on the wire),
//     the longest main-thread task (PerformanceObserver "longtask"; 0 when none reached 50 ms), then a
//     second, warm query;
//   - relevance: hit@1 / hit@5 over labelled-queries.json with rankOfPage, as ./search.mjs does (on the
//     synthetic corpus a page and its copies count as one: rankOfTopic).
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS} from '../lib/browser.mjs';
import {labelledCounts, median} from '../lib/bench-measures.mjs';
import {rankOfTopic} from './corpus.mjs';
import {BENCH_DIR, ROOT, serveBuild} from './site.mjs';

/**
 * @typedef {import('./corpus.mjs').IndexedPage} IndexedPage
 * @typedef {{route: string, html: string, page: IndexedPage}} IndexablePage
 * @typedef {{seconds: number, pages: number, files: number, bytes: number}} IndexFigures
 * @typedef {{ms: number, bytes: number, requests: number, fragments: number, longestTask: number, warmMs: number}} ColdRun
 * @typedef {{
 *   engine: string,
 *   corpus: string,
 *   pages: number,
 *   index: IndexFigures | null,
 *   cold: {runs: number, queries: number, ms: number, fullTextMs?: number, bytes: number,
 *     requests: number | null, fragments: number | null, longestTask: number, warmMs: number},
 *   labelled: {count: number, first: number, top5: number},
 * }} EngineRow
 */

export const PAGEFIND_OPTIONS = {
  rootSelector: 'article .markdown',
  excludeSelectors: ['pre', '.tabs', 'nav', 'footer', '.sdk-verified', 'a.hash-link'],
  forceLanguage: 'en',
};
/** The parameters DocSearch's modal sends (as ./search.mjs), without the contextual tag filter. */
const SEARCH_PARAMS = {hitsPerPage: 20, facetFilters: ['language:en']};
/** Queries of queries.json timed cold, each in COLD_RUNS fresh browser contexts. */
const COLD_QUERIES = 5;
const COLD_RUNS = 3;
const BENCH_OUT = path.join(ROOT, '.cache/bench');

const attribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its record facets as Pagefind filters (and the section as metadata), in empty
 * elements at the start of its Markdown body; the page is otherwise unchanged.
 * @param {string} html
 * @param {IndexedPage} page
 */
export function withFacets(html, page) {
  /** @type {[string, string | undefined][]} */
  const facets = [
    ['language', page.lang],
    ['docusaurus_tag', page.tag],
    ['section', page.l0],
    ['sdk', page.sdk],
  ];
  const tags = facets
    .filter(([, value]) => value)
    .map(
      ([key, value]) =>
        `<span data-pagefind-filter="${key}[data-value]"${key === 'section' ? ` data-pagefind-meta="section[data-value]"` : ''} data-value="${attribute(/** @type {string} */ (value))}"></span>`,
    )
    .join('');
  return html.replace(/(<article[\s\S]*?<div class="[^"]*\bmarkdown\b[^"]*">)/, `$1${tags}`);
}

/**
 * Indexes the pages with Pagefind's Node API into `bundleDir` (emptied first), timing the whole
 * indexing (service start, adding every page, writing the bundle).
 * @param {IndexablePage[]} pages
 * @param {string} bundleDir
 * @returns {Promise<IndexFigures>}
 */
export async function buildPagefindIndex(pages, bundleDir) {
  const pagefind = await import('pagefind');
  fs.rmSync(bundleDir, {recursive: true, force: true});
  const t0 = performance.now();
  const {index, errors} = await pagefind.createIndex(PAGEFIND_OPTIONS);
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const {route, html, page} of pages) {
    const added = await index.addHTMLFile({url: route, content: withFacets(html, page)});
    if (added.errors.length) throw new Error(`Pagefind, ${route}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: bundleDir});
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  const seconds = (performance.now() - t0) / 1000;
  await pagefind.close();
  const files = fs.readdirSync(bundleDir, {recursive: true, withFileTypes: true}).filter((f) => f.isFile());
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(f.parentPath, f.name)).size, 0);
  return {seconds, pages: pages.length, files: files.length, bytes};
}

const HARNESS = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pagefind bench</title><link rel="icon" href="data:,"></head>
<body><script type="module">
import {createPagefindClient} from '/pagefind-adapter.js';
const load = () => import('/pagefind/pagefind.js').then(async (pagefind) => {
  await pagefind.init();
  return pagefind;
});
window.__client = createPagefindClient(load, location.origin);
window.__longTasks = new PerformanceObserver(() => undefined);
window.__longTasks.observe({type: 'longtask', buffered: true});
document.documentElement.dataset.ready = 'true';
</script></body></html>
`;

/**
 * Writes the harness, the adapter and a 404 page (scripts/serve.mjs answers a missing file with it)
 * next to a bundle (siteDir/pagefind/).
 * @param {string} siteDir
 */
function writeHarness(siteDir) {
  fs.writeFileSync(path.join(siteDir, 'index.html'), HARNESS);
  fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Not found</title>');
  fs.copyFileSync(path.join(BENCH_DIR, 'pagefind-adapter.mjs'), path.join(siteDir, 'pagefind-adapter.js'));
}

/**
 * Runs one query in the page: the time to results with display data, the fragments loaded and the
 * longest task meanwhile.
 * @param {import('playwright-core').Page} page
 * @param {string} query
 * @param {object} params
 */
function timedQuery(page, query, params) {
  return page.evaluate(
    async ({query, params}) => {
      const w = /** @type {any} */ (window);
      w.__longTasks.takeRecords();
      const fragments = w.__client.stats.fragments;
      const t0 = performance.now();
      const {results} = await w.__client.search({requests: [{indexName: 'pagefind', params: {...params, query}}]});
      const t1 = performance.now();
      const longest = w.__longTasks
        .takeRecords()
        .filter((/** @type {PerformanceEntry} */ e) => e.startTime + e.duration >= t0 && e.startTime <= t1)
        .reduce((/** @type {number} */ max, /** @type {PerformanceEntry} */ e) => Math.max(max, e.duration), 0);
      return {
        ms: t1 - t0,
        fragments: w.__client.stats.fragments - fragments,
        longestTask: longest,
        hits: /** @type {{url_without_anchor: string}[]} */ (results[0].hits),
      };
    },
    {query, params},
  );
}

/**
 * Runs `measure` on the harness page in a fresh browser context (an empty cache), then closes it.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {(page: import('playwright-core').Page) => Promise<T>} measure
 */
async function withHarness(browser, origin, measure) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.waitForSelector('html[data-ready="true"]');
    return await measure(page);
  } finally {
    await context.close();
  }
}

/**
 * Cold query runs, each in a fresh context: time, bytes, fragments, longest task, then a warm query.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string[]} queries
 * @returns {Promise<ColdRun[]>}
 */
async function coldRuns(browser, origin, queries) {
  /** @type {ColdRun[]} */
  const runs = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    for (const [i, query] of queries.entries()) {
      const measured = await withHarness(browser, origin, async (page) => {
        // Every request made until the results are there, the worker's included.
        /** @type {import('playwright-core').Request[]} */
        const requests = [];
        const onRequest = (/** @type {import('playwright-core').Request} */ r) => void requests.push(r);
        page.context().on('request', onRequest);
        const {hits: _, ...cold} = await timedQuery(page, query, SEARCH_PARAMS);
        page.context().off('request', onRequest);
        let bytes = 0;
        for (const request of requests) {
          await request.response();
          bytes += (await request.sizes()).responseBodySize;
        }
        const warm = await timedQuery(page, queries[(i + 1) % queries.length], SEARCH_PARAMS);
        return {...cold, bytes, requests: requests.length, warmMs: warm.ms};
      });
      runs.push(measured);
    }
  }
  return runs;
}

/**
 * hit@1 and hit@5 of the labelled queries, in one warm page.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {{query: string, target: string}[]} labelled
 */
function relevance(browser, origin, labelled) {
  return withHarness(browser, origin, async (page) => {
    const ranks = [];
    for (const {query, target} of labelled) {
      const {hits} = await timedQuery(page, query, {...SEARCH_PARAMS, hitsPerPage: 100});
      ranks.push(rankOfTopic(hits, target).rank);
    }
    return labelledCounts(ranks);
  });
}

/**
 * Indexes `pages` with Pagefind and measures the bundle in the browser.
 * @param {string} corpus the corpus's label (1x, 10x)
 * @param {IndexablePage[]} pages
 * @param {string | undefined} executablePath
 * @returns {Promise<EngineRow>}
 */
export async function measurePagefind(corpus, pages, executablePath) {
  const siteDir = path.join(BENCH_OUT, 'pagefind', corpus);
  const index = await buildPagefindIndex(pages, path.join(siteDir, 'pagefind'));
  writeHarness(siteDir);
  /** @type {string[]} */
  const queries = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'queries.json'), 'utf8')).slice(0, COLD_QUERIES);
  const labelled = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'labelled-queries.json'), 'utf8'));
  const server = await serveBuild(siteDir);
  const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  try {
    const runs = await coldRuns(browser, server.origin, queries);
    /** @param {keyof ColdRun} key */
    const med = (key) => median(runs.map((r) => r[key]));
    return {
      engine: 'Pagefind',
      corpus,
      pages: pages.length,
      index,
      cold: {
        runs: runs.length,
        queries: queries.length,
        ms: med('ms'),
        bytes: med('bytes'),
        requests: med('requests'),
        fragments: med('fragments'),
        longestTask: med('longestTask'),
        warmMs: med('warmMs'),
      },
      labelled: await relevance(browser, server.origin, labelled),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}
