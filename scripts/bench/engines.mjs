// @ts-check
// Search engines side by side on the same corpora: the site's build (1x) and the synthetic corpus
// ten times larger (./corpus.mjs). Pagefind is measured in Chromium (./pagefind.mjs); the site's
// engine (src/lib/search/engine.ts, MiniSearch over the whole index) is measured in Node on the
// same records — parse, index and first query — as a baseline until a browser measure replaces it.
import fs from 'node:fs';
import path from 'node:path';
import {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {median} from '../lib/bench-measures.mjs';
import {loadExtractor, multiplyPages, rankOfTopic, sitePages, syntheticCorpus} from './corpus.mjs';
import {labelledCounts, measurePagefind} from './pagefind.mjs';
import {BENCH_DIR, ROOT} from './site.mjs';

/**
 * @typedef {import('./pagefind.mjs').EngineRow} EngineRow
 * @typedef {import('./corpus.mjs').SearchIndexFile} SearchIndexFile
 */

const SEARCH_PARAMS = {hitsPerPage: 20, facetFilters: ['language:en']};
/** Times the site's engine loads each corpus, each with another first query (the median is reported). */
const LOCAL_RUNS = 3;

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The site's engine on an index, in Node: cold = JSON.parse + index build in slices + first query;
 * bytes = the index file gzipped; longest task = the longest indexing slice; warm = a second query.
 * @param {string} corpus
 * @param {SearchIndexFile} index
 * @returns {Promise<EngineRow>}
 */
async function measureLocalEngine(corpus, index) {
  register('./ts-hooks.mjs', import.meta.url);
  /** @type {{SearchEngine: typeof import('../../src/lib/search/engine.ts').SearchEngine}} */
  const {SearchEngine} = await import(pathToFileURL(path.join(ROOT, 'src/lib/search/engine.ts')).href);
  const json = JSON.stringify(index);
  const bytes = gzipSync(json).length;
  /** @type {string[]} */
  const queries = readJson(path.join(BENCH_DIR, 'queries.json')).slice(0, 5);
  /** @type {{ms: number, longestTask: number, warmMs: number}[]} */
  const runs = [];
  /** @type {import('../../src/lib/search/engine.ts').SearchEngine | null} */
  let engine = null;
  for (let run = 0; run < LOCAL_RUNS; run++) {
    const query = queries[run % queries.length];
    const t0 = performance.now();
    let sliceStart = t0;
    let longestTask = 0;
    engine = await SearchEngine.build(JSON.parse(json), 'http://localhost', {
      yieldToBrowser: async () => {
        longestTask = Math.max(longestTask, performance.now() - sliceStart);
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceStart = performance.now();
      },
    });
    engine.search({...SEARCH_PARAMS, query});
    const t1 = performance.now();
    longestTask = Math.max(longestTask, t1 - sliceStart);
    engine.search({...SEARCH_PARAMS, query: queries[(run + 1) % queries.length]});
    runs.push({ms: t1 - t0, longestTask, warmMs: performance.now() - t1});
  }
  const built = /** @type {import('../../src/lib/search/engine.ts').SearchEngine} */ (engine);
  /** @type {{query: string, target: string}[]} */
  const labelled = readJson(path.join(BENCH_DIR, 'labelled-queries.json'));
  const ranks = labelled.map(({query, target}) => {
    const {hits} = built.search({...SEARCH_PARAMS, query, hitsPerPage: 100});
    return rankOfTopic(hits, target).rank;
  });
  /** @param {'ms' | 'longestTask' | 'warmMs'} key */
  const med = (key) => median(runs.map((r) => r[key]));
  return {
    engine: 'site (MiniSearch, Node)',
    corpus,
    pages: index.pages.length,
    index: null,
    cold: {
      runs: runs.length,
      queries: Math.min(LOCAL_RUNS, queries.length),
      ms: med('ms'),
      bytes,
      requests: null,
      fragments: null,
      longestTask: med('longestTask'),
      warmMs: med('warmMs'),
    },
    labelled: labelledCounts(ranks),
  };
}

/**
 * Both engines on the build (1x) and on the synthetic corpus `factor` times larger.
 * @param {string} buildDir a build with a search index
 * @param {string | undefined} executablePath Chromium, for Pagefind
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
    await measureLocalEngine('1x', siteIndex),
    await measurePagefind(
      '1x',
      site.map(({route, html, extracted}) => ({route, html, page: extracted.page})),
      executablePath,
    ),
    await measureLocalEngine(big, synthetic.index),
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
      'Search engines side by side (cold = fresh browser context, or a fresh load in Node; medians; ' +
      'bytes as transferred; longest task 0 = none of 50 ms or more)',
    headers: [
      'engine',
      'corpus',
      'pages',
      'index build',
      'cold first results',
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
      kb(r.cold.bytes),
      r.cold.fragments,
      millis(r.cold.longestTask),
      millis(r.cold.warmMs),
      `${r.labelled.first}/${r.labelled.count}`,
      `${r.labelled.top5}/${r.labelled.count}`,
    ]),
  };
}
