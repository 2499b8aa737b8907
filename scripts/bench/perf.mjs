// @ts-check
// The comparison with the stock Docusaurus template (scripts/bench/stock.mjs), every figure taken in
// the same run on the same machine, so that the goals read as ratios that do not depend on how fast
// the machine is today: cold and incremental build, Lighthouse (mobile) on pages of each site served
// by the same server, and INP of common interactions with the CPU slowed four times. Every figure is
// the median of `runs` runs; the site's and the template's measurements alternate.
// `npm run bench -- perf` runs only this; `npm run bench` runs it after its own measures.
import os from 'node:os';
import path from 'node:path';
import {
  atMost,
  formatDifference,
  formatRatio,
  markdownTable,
  median,
  medianByField,
  ratioAtMost,
  scoreAtLeast,
  verdictWord,
} from '../lib/bench-measures.mjs';
import {coldAndIncremental} from './build.mjs';
import {CPU_SLOWDOWN, interactionFigures} from './inp.mjs';
import {lighthousePage, loadLighthouse, startChromiumForLighthouse} from './lighthouse.mjs';
import {printTable} from './report.mjs';
import {ROOT, htmlFileFor, serveBuild} from './site.mjs';
import {STOCK_BUILD_DIR, prepareStock} from './stock.mjs';

/** The goals, in one place so that the tables and README read the same. */
export const GOALS = {
  tbtRatio: 0.5,
  performancePoints: 10,
  accessibility: 100,
  inpMs: 100,
  coldBuildSeconds: 60,
  peakMemoryKb: 2 * 1024 * 1024,
  incrementalSeconds: 10,
};

/** Ports of the two servers (the site's and the template's builds, both served by scripts/serve.mjs). */
export const PORTS = {
  site: Number(process.env.BENCH_SITE_PORT ?? 3923),
  stock: Number(process.env.BENCH_STOCK_PORT ?? 3933),
};

/** The page whose source the incremental rebuild changes (restored afterwards). */
const TOUCHED = {site: 'docs/develop/go/core-application.mdx', stock: 'docs/intro.md'};

/**
 * Lighthouse pages: each site page is compared with the template's pages of the same kind.
 * @typedef {'docs' | 'home'} PageKind
 * @type {{site: {route: string, kind: PageKind, goal: boolean}[], stock: {route: string, kind: PageKind}[]}}
 */
export const PERF_PAGES = {
  site: [
    {route: '/develop/java/testing-suite', kind: 'docs', goal: true},
    {route: '/develop/go/core-application', kind: 'docs', goal: true},
    {route: '/workflows', kind: 'docs', goal: false},
    {route: '/', kind: 'home', goal: false},
  ],
  stock: [
    {route: '/docs/intro', kind: 'docs'},
    {route: '/docs/tutorial-basics/markdown-features', kind: 'docs'},
    {route: '/', kind: 'home'},
  ],
};

/**
 * @typedef {import('./build.mjs').TimedBuild} TimedBuild
 * @typedef {{cold: TimedBuild, incremental: TimedBuild}} BuildRun
 * @typedef {{performance: number | null, accessibility: number | null, tbt: number | null, lcp: number | null}} LighthouseRun
 * @typedef {{
 *   date: string,
 *   machine: {cpus: number, loadBefore: number[], loadAfter: number[]},
 *   runs: number,
 *   build: {site: BuildRun[], stock: BuildRun[]} | {skipped: string},
 *   lighthouse: {site: Record<string, LighthouseRun[]>, stock: Record<string, LighthouseRun[]>} | {skipped: string},
 *   inp: import('./inp.mjs').InteractionFigures[] | {skipped: string},
 * }} PerfResults
 * @typedef {{runs: number, skipBuild: boolean, skipLighthouse: boolean, skipInp: boolean, buildDir: string, markdown?: boolean}} PerfOptions
 */

/** The three load averages, rounded. */
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/**
 * Cold build then incremental rebuild, `runs` times, the site's and the template's in turn.
 * @param {string} buildDir
 * @param {string} stockDir
 * @param {number} runs
 */
async function buildRuns(buildDir, stockDir, runs) {
  /** @type {{site: BuildRun[], stock: BuildRun[]}} */
  const figures = {site: [], stock: []};
  const logs = path.join(ROOT, 'reports');
  for (let run = 1; run <= runs; run++) {
    console.log(`Builds, run ${run} of ${runs}: the site (cold, then incremental)…`);
    figures.site.push(
      await coldAndIncremental({outDir: buildDir, page: TOUCHED.site, logPrefix: path.join(logs, 'bench-perf-site')}),
    );
    console.log(`Builds, run ${run} of ${runs}: the stock template (cold, then incremental)…`);
    figures.stock.push(
      await coldAndIncremental({
        cwd: stockDir,
        outDir: STOCK_BUILD_DIR,
        page: TOUCHED.stock,
        logPrefix: path.join(logs, 'bench-perf-stock'),
      }),
    );
  }
  return figures;
}

/**
 * Lighthouse on every page of PERF_PAGES, `runs` times, alternating the site's pages and the
 * template's, in one Chromium.
 * @param {{site: string, stock: string}} origins
 * @param {string} chromium
 * @param {number} runs
 * @returns {Promise<PerfResults['lighthouse']>}
 */
async function lighthouseRuns(origins, chromium, runs) {
  const loaded = await loadLighthouse();
  if (loaded.skipped !== undefined) return {skipped: loaded.skipped};
  const browser = await startChromiumForLighthouse(chromium);
  /** @type {{site: Record<string, LighthouseRun[]>, stock: Record<string, LighthouseRun[]>}} */
  const figures = {site: {}, stock: {}};
  const order = [];
  for (let i = 0; i < Math.max(PERF_PAGES.site.length, PERF_PAGES.stock.length); i++) {
    if (PERF_PAGES.site[i]) order.push({side: /** @type {const} */ ('site'), route: PERF_PAGES.site[i].route});
    if (PERF_PAGES.stock[i]) order.push({side: /** @type {const} */ ('stock'), route: PERF_PAGES.stock[i].route});
  }
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`Lighthouse, run ${run} of ${runs}…`);
      for (const {side, route} of order) {
        const {performance, accessibility, tbt, lcp} = await lighthousePage(
          loaded.lighthouse,
          browser.port,
          `${origins[side]}${route}`,
        );
        (figures[side][route] ??= []).push({performance, accessibility, tbt, lcp});
      }
    }
  } finally {
    browser.stop();
  }
  return figures;
}

/**
 * Every measure of the comparison; prints its tables and returns the figures.
 * @param {PerfOptions} options
 * @param {string | undefined} chromium
 * @returns {Promise<PerfResults>}
 */
export async function perfComparison(options, chromium) {
  const date = new Date().toISOString();
  const loadBefore = loadAverage();
  console.log(
    `\nComparison with the stock Docusaurus template: ${options.runs} runs, ${date}, load ${loadBefore.join(' ')}`,
  );
  const stockDir = prepareStock();
  const build = options.skipBuild
    ? {skipped: '--skip-build'}
    : await buildRuns(options.buildDir, stockDir, options.runs);
  for (const [dir, how] of [
    [options.buildDir, 'run without --skip-build'],
    [STOCK_BUILD_DIR, 'run without --skip-build'],
  ]) {
    if (!htmlFileFor(dir, '/')) throw new Error(`No build at ${dir}: ${how}.`);
  }

  /** @type {PerfResults['lighthouse']} */
  let lighthouse = {skipped: '--skip-lighthouse'};
  /** @type {PerfResults['inp']} */
  let inp = {skipped: '--skip-inp'};
  if (!chromium) {
    lighthouse = inp = {skipped: 'no Chromium found (set CHROMIUM_PATH)'};
  } else if (!options.skipLighthouse || !options.skipInp) {
    const servers = [await serveBuild(options.buildDir, PORTS.site), await serveBuild(STOCK_BUILD_DIR, PORTS.stock)];
    const origins = {site: servers[0].origin, stock: servers[1].origin};
    try {
      if (!options.skipLighthouse) lighthouse = await lighthouseRuns(origins, chromium, options.runs);
      if (!options.skipInp) {
        console.log(`INP with the CPU slowed ${CPU_SLOWDOWN}×, ${options.runs} runs…`);
        inp = await interactionFigures(origins, chromium, options.runs);
      }
    } finally {
      for (const server of servers) server.stop();
    }
  }
  /** @type {PerfResults} */
  const results = {
    date,
    machine: {cpus: os.cpus().length, loadBefore, loadAfter: loadAverage()},
    runs: options.runs,
    build,
    lighthouse,
    inp,
  };
  printPerf(results, {markdown: options.markdown});
  return results;
}

/** @returns {import('../lib/bench-measures.mjs').Verdict} */
const atLeast = (/** @type {number | null} */ value, /** @type {number} */ limit) => ({
  met: value == null ? null : value >= limit,
  text: `${limit}`,
});
const seconds = (/** @type {number | null} */ s) => (s == null ? null : `${s.toFixed(1)} s`);
const megabytes = (/** @type {number | null} */ kb) =>
  kb == null ? null : `${Math.round(kb / 1024).toLocaleString('en')} MB`;
/** Milliseconds, or null (printed –) when missing, as in results saved before a figure existed. */
const millis = (/** @type {number | null} */ v) => (v == null || !Number.isFinite(v) ? null : `${Math.round(v)} ms`);
const inpText = (/** @type {number | null} */ v) => (v == null ? null : v === 0 ? '< 16 ms' : `${Math.round(v)} ms`);
/** A figure with its verdict: "yes (≤ 60 s)". */
const goal = (/** @type {import('../lib/bench-measures.mjs').Verdict} */ v) => `${verdictWord(v.met)} (${v.text})`;

/**
 * A table of the comparison, or why its measure was skipped.
 * @typedef {{title: string, headers: string[], rows: import('../lib/bench-measures.mjs').Cell[][]} | {skipped: string}} PerfTable
 */

/**
 * @param {PerfResults['build']} build
 * @returns {PerfTable}
 */
function buildTable(build) {
  if ('skipped' in build) return {skipped: `Builds: skipped, ${build.skipped}.`};
  /** @param {BuildRun[]} runs @param {'cold' | 'incremental'} which */
  const medians = (runs, which) => medianByField(runs.map((r) => r[which]));
  const site = {cold: medians(build.site, 'cold'), incremental: medians(build.site, 'incremental')};
  const stock = {cold: medians(build.stock, 'cold'), incremental: medians(build.stock, 'incremental')};
  return {
    title: `Builds (median of ${build.site.length}; ${os.cpus().length} CPUs)`,
    headers: ['figure', 'site', 'stock', 'site/stock', 'goal met'],
    rows: [
      [
        'cold build (clear + build)',
        seconds(site.cold.seconds),
        seconds(stock.cold.seconds),
        formatRatio(site.cold.seconds, stock.cold.seconds),
        goal(atMost(site.cold.seconds, GOALS.coldBuildSeconds, `≤ ${GOALS.coldBuildSeconds} s`)),
      ],
      [
        'peak memory, process tree',
        megabytes(site.cold.treeKb),
        megabytes(stock.cold.treeKb),
        formatRatio(site.cold.treeKb, stock.cold.treeKb),
        goal(atMost(site.cold.treeKb, GOALS.peakMemoryKb, '≤ 2 GB')),
      ],
      [
        'peak memory, largest process',
        megabytes(site.cold.largestKb),
        megabytes(stock.cold.largestKb),
        formatRatio(site.cold.largestKb, stock.cold.largestKb),
        '',
      ],
      [
        'incremental rebuild (one page edited)',
        seconds(site.incremental.seconds),
        seconds(stock.incremental.seconds),
        formatRatio(site.incremental.seconds, stock.incremental.seconds),
        goal(atMost(site.incremental.seconds, GOALS.incrementalSeconds, `≤ ${GOALS.incrementalSeconds} s`)),
      ],
    ],
  };
}

/**
 * @param {PerfResults['lighthouse']} lighthouse
 * @returns {PerfTable}
 */
function lighthouseTable(lighthouse) {
  if ('skipped' in lighthouse) return {skipped: `Lighthouse comparison: skipped, ${lighthouse.skipped}.`};
  /** @param {LighthouseRun[] | undefined} runs */
  const medians = (runs) => medianByField(runs ?? []);
  const rows = [];
  for (const sitePage of PERF_PAGES.site) {
    const site = medians(lighthouse.site[sitePage.route]);
    for (const stockPage of PERF_PAGES.stock.filter((p) => p.kind === sitePage.kind)) {
      const stock = medians(lighthouse.stock[stockPage.route]);
      const tbtGoal = ratioAtMost(site.tbt, stock.tbt, GOALS.tbtRatio);
      const perfGoal = scoreAtLeast(site.performance, stock.performance, GOALS.performancePoints);
      const a11yGoal = atLeast(site.accessibility, GOALS.accessibility);
      const met = [tbtGoal.met, perfGoal.met, a11yGoal.met];
      rows.push([
        `${sitePage.route}${sitePage.goal ? '' : ' (not a goal page)'}`,
        stockPage.route,
        `${site.performance ?? '–'} / ${stock.performance ?? '–'} (${formatDifference(site.performance, stock.performance) ?? '–'})`,
        `${millis(site.tbt) ?? '–'} / ${millis(stock.tbt) ?? '–'} (${formatRatio(site.tbt, stock.tbt) ?? '–'})`,
        `${millis(site.lcp) ?? '–'} / ${millis(stock.lcp) ?? '–'}`,
        `${site.accessibility ?? '–'} / ${stock.accessibility ?? '–'}`,
        met.includes(null) ? 'n/a' : met.every(Boolean) ? 'yes' : `NO (${verdictList(tbtGoal, perfGoal, a11yGoal)})`,
      ]);
    }
  }
  const runs = Object.values(lighthouse.site)[0]?.length ?? 0;
  return {
    title: `Lighthouse, mobile preset, site / stock (median of ${runs}; goal: TBT ≤ ${GOALS.tbtRatio}× stock, performance ≥ stock + ${GOALS.performancePoints}, accessibility 100)`,
    headers: ['site page', 'stock page', 'perf (diff)', 'TBT (ratio)', 'LCP', 'a11y', 'goals met'],
    rows,
  };
}

/** Which of the page goals failed, for the "goals met" column. */
function verdictList(
  /** @type {import('../lib/bench-measures.mjs').Verdict} */ tbt,
  /** @type {import('../lib/bench-measures.mjs').Verdict} */ perf,
  /** @type {import('../lib/bench-measures.mjs').Verdict} */ a11y,
) {
  return [
    [tbt, 'TBT'],
    [perf, 'perf'],
    [a11y, 'a11y'],
  ]
    .filter(([v]) => /** @type {import('../lib/bench-measures.mjs').Verdict} */ (v).met === false)
    .map(([, name]) => name)
    .join(', ');
}

/**
 * @param {PerfResults['inp']} inp
 * @returns {PerfTable}
 */
function inpTable(inp) {
  if ('skipped' in inp) return {skipped: `INP: skipped, ${inp.skipped}.`};
  return {
    title:
      `Interaction to Next Paint, CPU slowed ${CPU_SLOWDOWN}× (median of ${inp[0]?.site.length ?? 0}; goal ≤ ${GOALS.inpMs} ms); ` +
      'shown: from the first input event to the first frame with the outcome',
    headers: [
      'interaction',
      'site page: target',
      'stock page: target',
      'INP site',
      'INP stock',
      'site/stock',
      'goal met',
      'shown site',
      'shown stock',
    ],
    rows: inp.map(({name, site, stock}) => {
      /** @param {import('./inp.mjs').InteractionRun[]} runs @param {'inp' | 'shownMs'} field */
      const mid = (runs, field) => median(runs.map((r) => r[field]));
      /** @param {import('./inp.mjs').InteractionRun | undefined} run */
      const where = (run) => (run ? `${run.route}: ${run.target}` : null);
      const siteInp = mid(site, 'inp');
      const stockRuns = Array.isArray(stock) ? stock : null;
      const stockInp = stockRuns ? mid(stockRuns, 'inp') : null;
      return [
        name,
        where(site[0]),
        stockRuns ? where(stockRuns[0]) : 'n/a',
        inpText(siteInp),
        stockRuns ? inpText(stockInp) : `n/a (${'none' in stock ? stock.none : ''})`,
        formatRatio(siteInp, stockInp),
        goal(atMost(siteInp, GOALS.inpMs, `≤ ${GOALS.inpMs} ms`)),
        millis(mid(site, 'shownMs')),
        stockRuns ? millis(mid(stockRuns, 'shownMs')) : 'n/a',
      ];
    }),
  };
}

/**
 * Prints the comparison's tables, aligned for the terminal or (`markdown`) ready for README.md.
 * @param {PerfResults} results
 * @param {{markdown?: boolean}} [options]
 */
export function printPerf(results, {markdown = false} = {}) {
  for (const table of [buildTable(results.build), lighthouseTable(results.lighthouse), inpTable(results.inp)]) {
    if ('skipped' in table) console.log(`\n${table.skipped}`);
    else if (markdown) console.log(`\n${table.title}\n\n${markdownTable(table.headers, table.rows)}`);
    else printTable(table.title, table.headers, table.rows);
  }
  const {cpus, loadBefore, loadAfter} = results.machine;
  console.log(
    `\nMeasured ${results.date.slice(0, 10)} on ${cpus} CPUs; load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after.`,
  );
}
