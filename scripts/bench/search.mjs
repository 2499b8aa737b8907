// @ts-check
// Measure 3 of the bench: search. The index as the build wrote it (the whole index and the sharded
// one the browser reads), how long writing it takes, the browser figures (./search-browser.mjs:
// cold modal, warm query, /search?q= direct), query times of the engines in Node, and how the
// labelled query set (labelled-queries.json) ranks with the browser's engine (src/lib/search/
// shardedEngine.ts) and with the whole-index engine it replaced (src/lib/search/engine.ts), both
// run in Node through ./ts-hooks.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {labelledCounts, median, normalisePath, quantile, rankOfPage} from '../lib/bench-measures.mjs';
import {BENCH_DIR, ROOT, gzipSize} from './site.mjs';
import {browserSearchFigures} from './search-browser.mjs';

/**
 * @typedef {import('../../src/lib/search/engine.ts').SearchParams} SearchParams
 * @typedef {{query: string, target: string, rank: number, first: string | null, exists: boolean}} Rank
 * @typedef {{count: number, first: number, top5: number, misses: Rank[]}} Relevance
 * @typedef {{
 *   manifest: {index: string, core: string, pages: number, records: number},
 *   whole: {raw: number, gzip: number},
 *   sharded: {files: number, raw: number, gzip: number, core: number, fill: number},
 *   indexing: {ms: number},
 *   browser: import('./search-browser.mjs').BrowserSearchFigures | null,
 *   queries: {count: number, runs: number, median: number, p95: number, wholeMedian: number},
 *   labelled: Relevance & {whole: Relevance, differences: {query: string, whole: string[], sharded: string[]}[]},
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

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * @param {string} dir
 * @returns {string[]}
 */
function walkFiles(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walkFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** @param {string} specifier */
const importTs = (specifier) => import(pathToFileURL(path.join(ROOT, specifier)).href);

/**
 * The search figures of the build served at `origin`, or null when it has no search index.
 * @param {string} buildDir
 * @param {string} origin
 * @param {string | undefined} chromium the browser to drive, or undefined to skip the browser figures
 * @returns {Promise<SearchFigures | null>}
 */
export async function searchFigures(buildDir, origin, chromium) {
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = readJson(manifestFile);
  if (!manifest.core) return null;
  const indexFile = path.join(buildDir, manifest.index);
  const shardDir = path.dirname(path.join(buildDir, manifest.core));
  const shardFiles = walkFiles(shardDir);

  register('./ts-hooks.mjs', import.meta.url);
  /** @type {typeof import('../../src/lib/search/engine.ts')} */
  const {SearchEngine} = await importTs('src/lib/search/engine.ts');
  /** @type {typeof import('../../src/lib/search/shardedEngine.ts')} */
  const {ShardedEngine} = await importTs('src/lib/search/shardedEngine.ts');
  /** @type {typeof import('../../plugins/search-index/shardFormat.ts')} */
  const {gunzipIfNeeded} = await importTs('plugins/search-index/shardFormat.ts');
  /** @type {typeof import('../../plugins/search-index/shards.ts')} */
  const {writeSearchIndex} = await importTs('plugins/search-index/shards.ts');

  const index = readJson(indexFile);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const t0 = performance.now();
  await writeSearchIndex(index, scratch);
  const indexingMs = performance.now() - t0;
  fs.rmSync(scratch, {recursive: true, force: true});

  const browser = chromium ? await browserSearchFigures(buildDir, origin, chromium) : null;

  const whole = new SearchEngine(index, origin);
  /** @type {import('../../src/lib/search/shardedEngine.ts').IndexLoader} */
  const loader = {
    json: async (url) => readJson(path.join(buildDir, url)),
    bytes: async (url) => gunzipIfNeeded(new Uint8Array(fs.readFileSync(path.join(buildDir, url)))),
  };
  const sharded = await ShardedEngine.open('/search-index.json', origin, loader);

  /** @type {string[]} */
  const queries = readJson(path.join(BENCH_DIR, 'queries.json'));
  for (const query of queries) await sharded.search({...SEARCH_PARAMS, query}); // warm-up pass: postings loaded
  /** @param {(query: string) => unknown} run */
  const time = async (run) => {
    const times = [];
    for (let pass = 0; pass < QUERY_PASSES; pass++) {
      for (const query of queries) {
        const started = performance.now();
        await run(query);
        times.push(performance.now() - started);
      }
    }
    return times.sort((a, b) => a - b);
  };
  const shardedTimes = await time((query) => sharded.search({...SEARCH_PARAMS, query}));
  const wholeTimes = await time((query) => whole.search({...SEARCH_PARAMS, query}));

  const known = new Set(index.pages.map((/** @type {{u: string}} */ p) => normalisePath(p.u)));
  /** @type {{query: string, target: string, source: string, kind: string}[]} */
  const labelled = readJson(path.join(BENCH_DIR, 'labelled-queries.json'));
  /** @param {{hits: {url_without_anchor: string}[]}} response */
  const topPages = ({hits}) => [...new Set(hits.map((h) => new URL(h.url_without_anchor).pathname))].slice(0, 5);
  /** @type {Rank[]} */
  const shardedRanks = [];
  /** @type {Rank[]} */
  const wholeRanks = [];
  const differences = [];
  for (const {query, target} of labelled) {
    const exists = known.has(normalisePath(target));
    const a = await sharded.search({...SEARCH_PARAMS, query, hitsPerPage: 100});
    const b = whole.search({...SEARCH_PARAMS, query, hitsPerPage: 100});
    shardedRanks.push({query, target, ...rankOfPage(a.hits, target), exists});
    wholeRanks.push({query, target, ...rankOfPage(b.hits, target), exists});
    if (JSON.stringify(topPages(a)) !== JSON.stringify(topPages(b)))
      differences.push({query, whole: topPages(b), sharded: topPages(a)});
  }
  /** @param {Rank[]} ranks @returns {Relevance} */
  const relevance = (ranks) => ({
    ...labelledCounts(ranks.map((r) => r.rank)),
    misses: ranks.filter((r) => r.rank !== 1),
  });

  return {
    manifest,
    whole: {raw: fs.statSync(indexFile).size, gzip: gzipSize(indexFile)},
    sharded: {
      files: shardFiles.length,
      raw: shardFiles.reduce((sum, f) => sum + fs.statSync(f).size, 0),
      gzip: shardFiles.reduce((sum, f) => sum + gzipSize(f), 0),
      core: gzipSize(path.join(buildDir, manifest.core)),
      // The two files the worker fetches in the background after its first answer (0: none).
      fill: Object.values(readJson(path.join(buildDir, manifest.core)).fill ?? {}).reduce(
        (/** @type {number} */ sum, /** @type {string} */ name) => sum + gzipSize(path.join(shardDir, name)),
        0,
      ),
    },
    indexing: {ms: indexingMs},
    browser,
    queries: {
      count: queries.length,
      runs: shardedTimes.length,
      median: quantile(shardedTimes, 0.5),
      p95: quantile(shardedTimes, 0.95),
      wholeMedian: median(wholeTimes),
    },
    labelled: {...relevance(shardedRanks), whole: relevance(wholeRanks), differences},
  };
}
