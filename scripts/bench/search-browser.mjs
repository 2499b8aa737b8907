// @ts-check
// The search as a reader meets it, in the system Chromium on the served build: (1) cold modal —
// a fresh browser context opens the home page, presses Ctrl+K and types a query at once; the time
// from the first keystroke to the first hit in the modal, the bytes fetched from Ctrl+K until then,
// and the longest main-thread task; (2) warm — the next query in the same modal, once the worker holds
// the whole index (it fetches the rest after its first answer, when the index is small enough to;
// how long after the first hit that took is reported too); (3) /search?q= opened directly — the
// first result after DOMContentLoaded.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium as playwright} from 'playwright-core';
import {CHROMIUM_ARGS} from '../lib/browser.mjs';
import {median} from '../lib/bench-measures.mjs';

/** Queries typed cold (each in a fresh context), and the query typed next in the same modal. */
export const COLD_QUERIES = ['signal', 'retry policy', 'worker versioning', 'continue as new', 'task queue'];
const WARM_QUERY = 'heartbeat timeout';
const DIRECT_QUERIES = ['signal', 'retry policy', 'schedule'];
/** Runs of each measure (the median is reported). */
export const BROWSER_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 3);

/**
 * @typedef {{firstHit: number, fullText: number, fromOpen: number, bytes: number, indexBytes: number, requests: number, longestTask: number}} ColdRun
 * @typedef {{
 *   cold: {median: ColdRun, runs: (ColdRun & {query: string})[]},
 *   warm: {median: number, runs: number[], complete: {median: number, runs: number[]} | null},
 *   direct: {median: number | null, runs: {query: string, ms: number}[]},
 *   longestTask: number,
 *   wholeIndexFetched: boolean,
 * }} BrowserSearchFigures
 */

const MODAL_HIT = '.DocSearch-Hit';
const PAGE_HIT = 'main article h2 a';

/**
 * Runs in the page: marks each time the first hits matching `selector` change and records long tasks.
 * @param {string} selector
 */
function instrument(selector) {
  const w = /** @type {any} */ (window);
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({start: e.startTime, duration: e.duration});
  }).observe({type: 'longtask', buffered: true});
  w.__hitsAt = [];
  new MutationObserver(() => {
    const hits = document.querySelectorAll(selector);
    const signature = [...hits]
      .slice(0, 3)
      .map((a) => a.textContent)
      .join('\n');
    if (hits.length && signature !== w.__lastSignature) {
      w.__lastSignature = signature;
      w.__hitsAt.push(performance.now());
    }
  }).observe(document, {childList: true, subtree: true});
  w.__keys = [];
  document.addEventListener('keydown', () => w.__keys.push(performance.now()), true);
}

/**
 * Whether the build's index has both fill files (plugins/search-index/shardFormat.ts, `fill`): then the
 * worker fetches all of it after its first answer and marks <html data-search-index-complete>.
 * @param {string} buildDir
 */
function indexFills(buildDir) {
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) return false;
  const {core} = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (!core) return false;
  const {fill} = JSON.parse(fs.readFileSync(path.join(buildDir, decodeURIComponent(core)), 'utf8'));
  return Boolean(fill?.postings && fill?.records);
}

/**
 * @typedef {{coldQueries?: string[], warmQuery?: string, directQueries?: string[], runs?: number}} BrowserSearchOptions
 */

/**
 * The browser figures of the build in `buildDir` served at `origin`. The engines table
 * (./engines.mjs) runs the same measure on other corpora, without the direct queries.
 * @param {string} buildDir
 * @param {string} origin
 * @param {string | undefined} executablePath
 * @param {BrowserSearchOptions} [options]
 * @returns {Promise<BrowserSearchFigures>}
 */
export async function browserSearchFigures(
  buildDir,
  origin,
  executablePath,
  {coldQueries = COLD_QUERIES, warmQuery = WARM_QUERY, directQueries = DIRECT_QUERIES, runs = BROWSER_RUNS} = {},
) {
  const browser = await playwright.launch({executablePath, args: CHROMIUM_ARGS});
  /** @type {Map<string, number>} */
  const transfer = new Map();
  // Bytes as scripts/serve.mjs sends a file: gzipped when it is text, as is otherwise.
  const sizeOf = (/** @type {string} */ url) => {
    const pathname = new URL(url).pathname;
    if (!transfer.has(pathname)) {
      const file = path.join(buildDir, decodeURIComponent(pathname));
      const body = fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : Buffer.alloc(0);
      transfer.set(pathname, /\.(bin|png|jpe?g|webp|woff2?)$/.test(pathname) ? body.length : gzipSync(body).length);
    }
    return /** @type {number} */ (transfer.get(pathname));
  };
  const fills = indexFills(buildDir);
  let wholeIndexFetched = false;
  let longestTask = 0;
  /** @type {(ColdRun & {query: string})[]} */
  const cold = [];
  /** @type {number[]} */
  const warm = [];
  /** @type {number[]} */
  const complete = [];
  /** @type {{query: string, ms: number}[]} */
  const direct = [];
  try {
    for (let run = 0; run < runs; run++) {
      for (const query of coldQueries) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(instrument, MODAL_HIT);
        /** @type {{url: string, at: number}[]} */
        const requests = [];
        page.on('request', (request) => requests.push({url: request.url(), at: Date.now()}));
        context.on('request', (request) => {
          if (/\/search-index\.[0-9a-f]+\.json$/.test(request.url())) wholeIndexFetched = true;
        });
        await page.goto(`${origin}/`, {waitUntil: 'load'});
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const openedInPage = await page.evaluate(() => performance.now());
        const opened = Date.now();
        await page.keyboard.press('Control+k');
        await page.waitForSelector('.DocSearch-Input:focus');
        const keysBefore = await page.evaluate(() => /** @type {any} */ (window).__keys.length);
        await page.keyboard.type(query, {delay: 60});
        await page.waitForFunction(() => /** @type {any} */ (window).__hitsAt.length > 0, null, {timeout: 30_000});
        // The first two characters search the page titles only (src/lib/search/engine.ts,
        // shortQueryWord): the first full-text hits are the first change of the hits after the third.
        await page.waitForFunction(
          (k) => {
            const w = /** @type {any} */ (window);
            const third = w.__keys[k + 2];
            return third !== undefined && w.__hitsAt.some((/** @type {number} */ at) => at > third);
          },
          keysBefore,
          {timeout: 30_000},
        );
        const t = await page.evaluate((k) => {
          const w = /** @type {any} */ (window);
          const third = w.__keys[k + 2];
          return {
            firstKey: w.__keys[k],
            firstHit: w.__hitsAt[0],
            third,
            fullTextHit: w.__hitsAt.find((/** @type {number} */ at) => at > third),
            origin: performance.timeOrigin,
          };
        }, keysBefore);
        const hitEpoch = t.origin + t.firstHit;
        const fetched = requests.filter((r) => r.at >= opened && r.at <= hitEpoch);
        const bytes = fetched.reduce((sum, r) => sum + sizeOf(r.url), 0);
        const indexBytes = fetched
          .filter((r) => /search-index|search\.worker|worker/i.test(r.url))
          .reduce((sum, r) => sum + sizeOf(r.url), 0);

        // Warm: the next query in the same modal, once the whole index is in the worker (or, for an
        // index too large to fetch whole, once its core is).
        if (fills) {
          await page.waitForFunction(() => document.documentElement.dataset.searchIndexComplete === 'true', null, {
            timeout: 30_000,
          });
          complete.push((await page.evaluate(() => performance.now())) - t.firstHit);
        } else {
          await page.waitForFunction(() => document.documentElement.dataset.searchIndex === 'ready');
        }
        await page.fill('.DocSearch-Input', '');
        const hitsBefore = await page.evaluate(() => /** @type {any} */ (window).__hitsAt.length);
        const warmKeys = await page.evaluate(() => /** @type {any} */ (window).__keys.length);
        await page.keyboard.type(warmQuery, {delay: 60});
        await page.waitForFunction((n) => /** @type {any} */ (window).__hitsAt.length > n, hitsBefore, {
          timeout: 30_000,
        });
        const w = await page.evaluate(
          ([k, n]) => {
            const win = /** @type {any} */ (window);
            return {key: win.__keys[k], hit: win.__hitsAt[n], tasks: win.__longTasks};
          },
          [warmKeys, hitsBefore],
        );
        warm.push(w.hit - w.key);
        // Every long task from Ctrl+K on: the modal's own rendering as well as search's.
        const tasks = /** @type {{start: number, duration: number}[]} */ (w.tasks).filter(
          (task) => task.start >= openedInPage,
        );
        const runLongest = Math.max(0, ...tasks.map((task) => task.duration));
        longestTask = Math.max(longestTask, runLongest);
        cold.push({
          query,
          firstHit: t.firstHit - t.firstKey,
          fullText: t.fullTextHit - t.third,
          fromOpen: hitEpoch - opened,
          bytes,
          indexBytes,
          requests: fetched.length,
          longestTask: runLongest,
        });
        await context.close();
      }
      for (const query of directQueries) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(instrument, PAGE_HIT);
        await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
        await page.waitForFunction(() => /** @type {any} */ (window).__hitsAt.length > 0, null, {timeout: 30_000});
        const ms = await page.evaluate(() => {
          const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
          return /** @type {any} */ (window).__hitsAt[0] - nav.domContentLoadedEventEnd;
        });
        direct.push({query, ms});
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  /** @param {keyof ColdRun} key */
  const coldMedian = (key) => median(cold.map((r) => r[key]));
  return {
    cold: {
      median: {
        firstHit: coldMedian('firstHit'),
        fullText: coldMedian('fullText'),
        fromOpen: coldMedian('fromOpen'),
        bytes: coldMedian('bytes'),
        indexBytes: coldMedian('indexBytes'),
        requests: coldMedian('requests'),
        longestTask: coldMedian('longestTask'),
      },
      runs: cold,
    },
    warm: {median: median(warm), runs: warm, complete: fills ? {median: median(complete), runs: complete} : null},
    direct: {median: direct.length ? median(direct.map((d) => d.ms)) : null, runs: direct},
    longestTask,
    wholeIndexFetched,
  };
}
