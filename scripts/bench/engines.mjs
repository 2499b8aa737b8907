// @ts-check
// Search engines side by side on the same corpora, all in Chromium: the site as built (1x) and the
// synthetic corpus ten times larger (./corpus.mjs). Pagefind is measured by ./pagefind.mjs. The
// site's engine is the one it ships: the sharded index searched in a Web Worker, driven through the
// real DocSearch modal by ./search-browser.mjs — on the served build at 1x, and at 10x on a served
// copy of the build (hard links, .cache/bench/site-10x) whose search index is the synthetic
// corpus's, written by the search-index plugin's writeSearchIndex. Relevance (hit@1/hit@5) is the
// same sharded engine run in Node on the files the browser reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {execFileSync} from 'node:child_process';
import {loadExtractor, multiplyPages, rankOfTopic, sitePages, syntheticCorpus} from './corpus.mjs';
import {labelledCounts} from '../lib/bench-measures.mjs';
import {measurePagefind} from './pagefind.mjs';
import {browserSearchFigures} from './search-browser.mjs';
import {BENCH_DIR, ROOT, serveBuild} from './site.mjs';

/**
 * @typedef {import('./pagefind.mjs').EngineRow} EngineRow
 * @typedef {import('./corpus.mjs').SearchIndexFile} SearchIndexFile
 */

const SEARCH_PARAMS = {hitsPerPage: 20, facetFilters: ['language:en']};
/** Queries typed cold in the modal: the first five of queries.json, as Pagefind's. */
const COLD_QUERIES = 5;
/** The site's index files a copy of the build replaces. */
const INDEX_FILES = /^search-index(\.[0-9a-f]+)?\.json$|^search-index$/;

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** @param {string} specifier */
const importTs = (specifier) => import(pathToFileURL(path.join(ROOT, specifier)).href);

/**
 * A served copy of the build whose search index is `index`: the build's files as hard links (no
 * copy of its bytes), its index files removed (never written through a link) and `index` written in
 * their place. Returns the directory and the seconds writeSearchIndex took.
 * @param {string} buildDir
 * @param {string} siteDir
 * @param {SearchIndexFile} index
 */
export async function siteWithIndex(buildDir, siteDir, index) {
  register('./ts-hooks.mjs', import.meta.url);
  /** @type {typeof import('../../plugins/search-index/shards.ts')} */
  const {writeSearchIndex} = await importTs('plugins/search-index/shards.ts');
  fs.rmSync(siteDir, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(siteDir), {recursive: true});
  execFileSync('cp', ['-al', buildDir, siteDir]);
  for (const name of fs.readdirSync(siteDir)) {
    if (INDEX_FILES.test(name)) fs.rmSync(path.join(siteDir, name), {recursive: true, force: true});
  }
  const t0 = performance.now();
  await writeSearchIndex(index, siteDir);
  return {siteDir, seconds: (performance.now() - t0) / 1000};
}

/**
 * hit@1 and hit@5 of the labelled queries with the browser's engine (src/lib/search/shardedEngine.ts)
 * in Node, on the index files served from `siteDir`.
 * @param {string} siteDir
 */
async function shardedRelevance(siteDir) {
  register('./ts-hooks.mjs', import.meta.url);
  /** @type {typeof import('../../src/lib/search/shardedEngine.ts')} */
  const {ShardedEngine} = await importTs('src/lib/search/shardedEngine.ts');
  /** @type {typeof import('../../plugins/search-index/shardFormat.ts')} */
  const {gunzipIfNeeded} = await importTs('plugins/search-index/shardFormat.ts');
  /** @type {import('../../src/lib/search/shardedEngine.ts').IndexLoader} */
  const loader = {
    json: async (url) => readJson(path.join(siteDir, url)),
    bytes: async (url) => gunzipIfNeeded(new Uint8Array(fs.readFileSync(path.join(siteDir, url)))),
  };
  const engine = await ShardedEngine.open('/search-index.json', 'http://localhost', loader);
  /** @type {{query: string, target: string}[]} */
  const labelled = readJson(path.join(BENCH_DIR, 'labelled-queries.json'));
  const ranks = [];
  for (const {query, target} of labelled) {
    const {hits} = await engine.search({...SEARCH_PARAMS, query, hitsPerPage: 100});
    ranks.push(rankOfTopic(hits, target).rank);
  }
  return labelledCounts(ranks);
}

/**
 * The site's engine on an index, in Chromium: a served copy of the build with that index, measured
 * as ./search-browser.mjs measures the build (cold modal, bytes, longest task, warm query).
 * @param {string} corpus
 * @param {SearchIndexFile} index
 * @param {string} buildDir
 * @param {string | undefined} executablePath
 * @returns {Promise<EngineRow>}
 */
async function measureSiteEngine(corpus, index, buildDir, executablePath) {
  const {siteDir, seconds} = await siteWithIndex(buildDir, path.join(ROOT, `.cache/bench/site-${corpus}`), index);
  /** @type {string[]} */
  const queries = readJson(path.join(BENCH_DIR, 'queries.json')).slice(0, COLD_QUERIES);
  const server = await serveBuild(siteDir);
  let figures;
  try {
    figures = await browserSearchFigures(siteDir, server.origin, executablePath, {
      coldQueries: queries,
      directQueries: [],
    });
  } finally {
    server.stop();
  }
  const shardDir = path.join(siteDir, 'search-index');
  const files = fs.readdirSync(shardDir);
  const {median: cold} = figures.cold;
  return {
    engine: 'site (sharded, Chromium)',
    corpus,
    pages: index.pages.length,
    index: {
      seconds,
      pages: index.pages.length,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + fs.statSync(path.join(shardDir, f)).size, 0),
    },
    cold: {
      runs: figures.cold.runs.length,
      queries: queries.length,
      ms: cold.firstHit,
      fullTextMs: cold.fullText,
      // The search's own bytes (index files and worker), as Pagefind's row counts its own.
      bytes: cold.indexBytes,
      requests: cold.requests,
      fragments: null,
      longestTask: cold.longestTask,
      warmMs: figures.warm.median,
    },
    labelled: await shardedRelevance(siteDir),
  };
}

/**
 * Both engines on the build (1x) and on the synthetic corpus `factor` times larger.
 * @param {string} buildDir a build with a search index
 * @param {string | undefined} executablePath Chromium
 * @param {{factor?: number}} [options]
 * @returns {Promise<EngineRow[]>}
 */
export async function engineFigures(buildDir, executablePath, {factor = 10} = {}) {
  const extractor = await loadExtractor();
  const site = multiplyPages(sitePages(buildDir), 1, extractor.extractRecords);
  const siteIndex = extractor.buildIndex(site.map((p) => p.extracted));
  const synthetic = await syntheticCorpus(buildDir, path.join(ROOT, `.cache/bench/corpus-${factor}x`), {
    factor,
    extractor,
  });
  const syntheticPages = synthetic.pages.map(({route, file, page}) => ({
    route,
    html: fs.readFileSync(file, 'utf8'),
    page,
  }));
  const big = `${factor}x`;
  return [
    await measureSiteEngine('1x', siteIndex, buildDir, executablePath),
    await measurePagefind(
      '1x',
      site.map(({route, html, extracted}) => ({route, html, page: extracted.page})),
      executablePath,
    ),
    await measureSiteEngine(big, synthetic.index, buildDir, executablePath),
    await measurePagefind(big, syntheticPages, executablePath),
  ];
}

const seconds = (/** @type {number} */ s) => `${s.toFixed(1)} s`;
const millis = (/** @type {number} */ ms) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The engines table: one row per engine and corpus.
 * @param {EngineRow[]} rows
 */
export function engineTable(rows) {
  return {
    title:
      `Search engines side by side in Chromium (cold = fresh browser context; medians; bytes as ` +
      `transferred, the engine's own; longest task 0 = none of 50 ms or more; load average ` +
      `${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    headers: [
      'engine',
      'corpus',
      'pages',
      'index build',
      'cold first results',
      'cold full text',
      'bytes before results',
      'fragments',
      'longest task',
      'warm',
      'hit@1',
      'hit@5',
    ],
    rows: rows.map((r) => [
      r.engine,
      r.corpus,
      r.pages,
      r.index ? seconds(r.index.seconds) : null,
      millis(r.cold.ms),
      // Pagefind searches the whole query at once: its first results are full-text ones.
      millis(r.cold.fullTextMs ?? r.cold.ms),
      kb(r.cold.bytes),
      r.cold.fragments,
      millis(r.cold.longestTask),
      millis(r.cold.warmMs),
      `${r.labelled.first}/${r.labelled.count}`,
      `${r.labelled.top5}/${r.labelled.count}`,
    ]),
  };
}
