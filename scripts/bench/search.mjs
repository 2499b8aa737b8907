// @ts-check
// Measure 3 of the bench: the search index — its size, how long the browser takes to load it with
// src/lib/search/engine.ts (run in Node through ./ts-hooks.mjs), query times, and how the labelled
// query set (labelled-queries.json) ranks.
import fs from 'node:fs';
import path from 'node:path';
import {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {median, normalisePath, quantile, rankOfPage} from '../lib/bench-measures.mjs';
import {BENCH_DIR, ROOT, gzipSize} from './site.mjs';

/**
 * @typedef {import('../../src/lib/search/engine.ts').SearchEngine} SearchEngine
 * @typedef {import('../../src/lib/search/engine.ts').SearchParams} SearchParams
 * @typedef {{total: number, fetch: number, parse: number, build: number, longestSlice: number}} LoadTimes
 * @typedef {{query: string, target: string, rank: number, first: string | null, exists: boolean}} Rank
 * @typedef {{
 *   manifest: {index: string, pages: number, records: number},
 *   raw: number,
 *   gzip: number,
 *   load: {first: LoadTimes, median: LoadTimes},
 *   queries: {count: number, runs: number, median: number, p95: number},
 *   labelled: {count: number, first: number, top5: number, misses: Rank[]},
 * }} SearchFigures
 */

// The parameters DocSearch's modal sends, without the contextual tag filter.
const SEARCH_PARAMS = {
  hitsPerPage: 20,
  facetFilters: ['language:en'],
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
};
/** Times each query of queries.json is run (after one warm-up pass). */
export const QUERY_PASSES = 5;
const LOAD_RUNS = 5;

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Loads the index LOAD_RUNS times as the browser does on first use (src/lib/search/client.ts):
 * fetch the manifest and the index, parse, build the index in slices, yielding between them.
 * @param {string} origin
 * @returns {Promise<{engine: SearchEngine, loads: LoadTimes[]}>}
 */
async function loadEngine(origin) {
  register('./ts-hooks.mjs', import.meta.url);
  /** @type {{SearchEngine: typeof import('../../src/lib/search/engine.ts').SearchEngine}} */
  const {SearchEngine} = await import(pathToFileURL(path.join(ROOT, 'src/lib/search/engine.ts')).href);
  // A pooled connection may have been closed by the server while the index was being built (the
  // keep-alive time-out), so a request that fails on a reused socket is sent once more.
  const get = (/** @type {string} */ url, /** @type {RequestInit} */ init = {}) =>
    fetch(url, init).catch(() => fetch(url, init));
  /** @type {LoadTimes[]} */
  const loads = [];
  /** @type {SearchEngine | null} */
  let engine = null;
  for (let run = 0; run < LOAD_RUNS; run++) {
    const t0 = performance.now();
    const m = await (await get(`${origin}/search-index.json`, {cache: 'no-cache'})).json();
    const text = await (await get(`${origin}${m.index}`)).text();
    const t1 = performance.now();
    const data = JSON.parse(text);
    const t2 = performance.now();
    // The longest slice is the longest the main thread is held by indexing.
    let sliceStart = t2;
    let longestSlice = 0;
    engine = await SearchEngine.build(data, origin, {
      yieldToBrowser: async () => {
        const now = performance.now();
        longestSlice = Math.max(longestSlice, now - sliceStart);
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceStart = performance.now();
      },
    });
    const t3 = performance.now();
    longestSlice = Math.max(longestSlice, t3 - sliceStart);
    loads.push({total: t3 - t0, fetch: t1 - t0, parse: t2 - t1, build: t3 - t2, longestSlice});
  }
  return {engine: /** @type {SearchEngine} */ (engine), loads};
}

/**
 * The search figures of the build served at `origin`, or null when it has no search index.
 * @param {string} buildDir
 * @param {string} origin
 * @returns {Promise<SearchFigures | null>}
 */
export async function searchFigures(buildDir, origin) {
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = readJson(manifestFile);
  const indexFile = path.join(buildDir, manifest.index);
  const raw = fs.statSync(indexFile).size;
  const gzip = gzipSize(indexFile);

  const {engine, loads} = await loadEngine(origin);

  /** @type {string[]} */
  const queries = readJson(path.join(BENCH_DIR, 'queries.json'));
  for (const query of queries) engine.search({...SEARCH_PARAMS, query}); // warm-up pass
  const times = [];
  for (let pass = 0; pass < QUERY_PASSES; pass++) {
    for (const query of queries) {
      const t0 = performance.now();
      engine.search({...SEARCH_PARAMS, query});
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);

  const known = new Set(readJson(indexFile).pages.map((/** @type {{u: string}} */ p) => normalisePath(p.u)));
  /** @type {{query: string, target: string, source: string, kind: string}[]} */
  const labelled = readJson(path.join(BENCH_DIR, 'labelled-queries.json'));
  const ranks = labelled.map(({query, target}) => {
    const {hits} = engine.search({...SEARCH_PARAMS, query, hitsPerPage: 100});
    return {query, target, ...rankOfPage(hits, target), exists: known.has(normalisePath(target))};
  });

  /** @param {keyof LoadTimes} key */
  const medianOf = (key) => median(loads.map((l) => l[key]));
  return {
    manifest,
    raw,
    gzip,
    load: {
      first: loads[0],
      median: {
        total: medianOf('total'),
        fetch: medianOf('fetch'),
        parse: medianOf('parse'),
        build: medianOf('build'),
        longestSlice: medianOf('longestSlice'),
      },
    },
    queries: {count: queries.length, runs: times.length, median: quantile(times, 0.5), p95: quantile(times, 0.95)},
    labelled: {
      count: ranks.length,
      first: ranks.filter((r) => r.rank === 1).length,
      top5: ranks.filter((r) => r.rank >= 1 && r.rank <= 5).length,
      misses: ranks.filter((r) => r.rank !== 1),
    },
  };
}
