#!/usr/bin/env node
// @ts-check
// `npm run bench`: measures the site and prints the figures in tables. It never fails on a number;
// the budgets live in README.md ("Performance"). Each measure has its module under scripts/bench/:
//   1. build.mjs: a cold build (`docusaurus clear`, then `docusaurus build`): wall time, pages,
//      peak memory;
//   2. js-weight.mjs: the JavaScript (gzip) the home page and a doc page load before interaction:
//      the scripts their HTML names, plus the route chunks the client loads before it hydrates;
//   3. search.mjs: the search index: sizes, the cold, warm and direct search latencies, bytes and
//      long tasks in the browser (search-browser.mjs), and how a labelled query set
//      (scripts/bench/labelled-queries.json) ranks with the browser's engine and the whole-index one;
//   4. engines.mjs: search engines side by side — the site's and Pagefind (pagefind.mjs, in
//      Chromium) — on the build and on a synthetic corpus ten times larger (corpus.mjs);
//   5. lighthouse.mjs: Lighthouse (mobile preset) on four pages, driving the system Chromium;
//   6. perf.mjs: the comparison with the stock Docusaurus template (stock.mjs creates it): cold and
//      incremental builds, Lighthouse on pages of both, INP of common interactions with the CPU
//      slowed 4×, each the median of --runs runs (3), printed beside the goals as ratios;
// and report.mjs prints the tables and writes the JSON. `npm run bench -- search` runs only 3 and 4
// on an existing build; `npm run bench -- perf` runs only 6.
// `npm run bench -- llms` is a measure of its own (scripts/bench/llms-plugin.mjs): our llms exporter
// against docusaurus-plugin-llms on one build of a scratch configuration.
// Usage: node scripts/bench.mjs [search|perf] [--build-dir DIR] [--skip-build] [--skip-lighthouse]
//                              [--skip-inp] [--runs N] [--markdown] [--json FILE]
//        node scripts/bench.mjs perf --report FILE [--markdown]   (the tables of a saved --json)
//        node scripts/bench.mjs llms [--skip-build] [--dir DIR] [--json FILE]
import fs from 'node:fs';
import path from 'node:path';
import {findChromium} from './lib/browser.mjs';
import {coldBuild, countPages} from './bench/build.mjs';
import {engineFigures} from './bench/engines.mjs';
import {compareLlmsExporters} from './bench/llms-plugin.mjs';
import {javascriptWeights} from './bench/js-weight.mjs';
import {lighthouseFigures} from './bench/lighthouse.mjs';
import {perfComparison, printPerf} from './bench/perf.mjs';
import {printReport, writeJson} from './bench/report.mjs';
import {searchFigures} from './bench/search.mjs';
import {ROOT, serveBuild} from './bench/site.mjs';

const USAGE =
  'Usage: node scripts/bench.mjs [search|perf] [--build-dir DIR] [--skip-build] [--skip-lighthouse] [--skip-inp] [--runs N] [--markdown] [--json FILE]\n' +
  '       node scripts/bench.mjs perf --report FILE [--markdown]';

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{buildDir: string | undefined, skipBuild: boolean, skipLighthouse: boolean, skipInp: boolean, runs: number, markdown: boolean, json: string | null, report: string | null, searchOnly: boolean}} */
  const options = {
    buildDir: 'build',
    skipBuild: false,
    skipLighthouse: false,
    skipInp: false,
    runs: 3,
    markdown: false,
    json: null,
    report: null,
    searchOnly: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === 'search' && i === 0) options.searchOnly = options.skipBuild = options.skipLighthouse = true;
    else if (arg === '--build-dir') options.buildDir = argv[++i];
    else if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--skip-lighthouse') options.skipLighthouse = true;
    else if (arg === '--skip-inp') options.skipInp = true;
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--markdown') options.markdown = true;
    else if (arg === '--report') options.report = argv[++i] ?? null;
    else if (arg === '--json') options.json = argv[++i];
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`Unknown argument ${arg}. Run with --help for the options.`);
      process.exit(2);
    }
  }
  if (!options.buildDir) {
    console.error('--build-dir needs a directory.');
    process.exit(2);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error('--runs needs a whole number of runs, 1 or more.');
    process.exit(2);
  }
  return {...options, buildDir: path.resolve(options.buildDir)};
}

/** `npm run bench -- perf`: only the comparison with the stock template. */
async function perfOnly() {
  const options = parseArgs(process.argv.slice(3));
  if (options.report) {
    const saved = JSON.parse(fs.readFileSync(options.report, 'utf8'));
    printPerf(saved.comparison ?? saved, {markdown: options.markdown});
    return;
  }
  const results = await perfComparison(options, findChromium());
  if (options.json) writeJson(options.json, results);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const relative = path.relative(ROOT, options.buildDir);
  const date = new Date().toISOString();
  const chromium = findChromium();

  const build = options.skipBuild ? null : await coldBuild(options.buildDir);
  if (!fs.existsSync(path.join(options.buildDir, 'index.html'))) {
    console.error(`No build at ${options.buildDir}: run without --skip-build, or pass --build-dir.`);
    process.exit(1);
  }
  const pages = countPages(options.buildDir);
  const server = await serveBuild(options.buildDir);
  let measured;
  try {
    measured = {
      javascript: options.searchOnly ? [] : await javascriptWeights(options.buildDir, server.origin, chromium),
      search: await searchFigures(options.buildDir, server.origin, chromium),
      lighthouse: options.skipLighthouse
        ? {skipped: options.searchOnly ? 'search only' : '--skip-lighthouse'}
        : await lighthouseFigures(options.buildDir, server.origin, chromium),
    };
  } finally {
    server.stop();
  }
  const engines = measured.search ? await engineFigures(options.buildDir, chromium) : [];
  const buildDir = relative.startsWith('..') ? options.buildDir : relative || '.';
  /** @type {import('./bench/report.mjs').BenchResults} */
  const results = {date, buildDir, build, pages, ...measured, engines};
  printReport(results);
  // The comparison builds again (cold, `--runs` times) unless --skip-build; `search` skips it.
  const comparison = options.searchOnly ? null : await perfComparison(options, chromium);
  if (options.json) writeJson(options.json, {...results, comparison});
}

const COMMANDS = {llms: () => compareLlmsExporters(process.argv.slice(3)), perf: perfOnly};
const command = COMMANDS[/** @type {keyof typeof COMMANDS} */ (process.argv[2])] ?? main;
command().catch((error) => {
  console.error(error);
  process.exit(1);
});
