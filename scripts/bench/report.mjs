// @ts-check
// The bench's output: one table per measure on stdout, and every figure as JSON with --json.
import fs from 'node:fs';
import path from 'node:path';
import {engineTable} from './engines.mjs';
import {QUERY_PASSES} from './search.mjs';

/**
 * @typedef {{
 *   date: string,
 *   buildDir: string,
 *   build: import('./build.mjs').BuildFigures | null,
 *   pages: import('./build.mjs').PageCount,
 *   javascript: import('./js-weight.mjs').WeightRow[],
 *   search: import('./search.mjs').SearchFigures | null,
 *   engines?: import('./engines.mjs').EngineRow[],
 *   lighthouse: import('./lighthouse.mjs').LighthouseFigures,
 * }} BenchResults
 * @typedef {string | number | null | undefined} Cell
 */

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ value) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const mb = (/** @type {number} */ kbytes) => `${(kbytes / 1024).toFixed(0)} MB`;
/** A figure formatted, or null (printed as –) when it is missing. */
const maybe = (/** @type {number | null} */ value, /** @type {(value: number) => string} */ format) =>
  value == null ? null : format(value);

/**
 * Prints a table: the first column left-aligned, the others right-aligned; a missing cell is –.
 * @param {string} title
 * @param {string[]} headers
 * @param {Cell[][]} rows
 */
export function printTable(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '–')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ');
  console.log(`\n${title}`);
  console.log(line(cells[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('   '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** @param {BenchResults} results */
function printBuild({buildDir, build, pages}) {
  printTable(
    `Build (${buildDir})`,
    ['measure', 'value'],
    [
      ['cold build time', build ? `${build.seconds.toFixed(1)} s` : 'not run (--skip-build)'],
      ['pages built', `${pages.pages}`],
      ['redirect pages', `${pages.redirects}`],
      ['peak memory', build ? `${mb(build.peakKb)} (${build.peakHow})` : 'not run (--skip-build)'],
    ],
  );
}

/** @param {BenchResults['javascript']} javascript */
function printJavascript(javascript) {
  printTable(
    'JavaScript loaded before interaction (gzip; raw in brackets)',
    ['page', 'named in HTML', 'route chunks', 'total', 'files'],
    javascript.map((r) =>
      r.missing
        ? [`${r.label} ${r.route}`, 'page not built', '', '', '']
        : [
            `${r.label} ${r.route}`,
            kb(r.html.gzip),
            r.chunks ? kb(r.chunks.gzip) : 'no browser',
            `${kb(r.total.gzip)} (${kb(r.total.raw)})`,
            r.total.files,
          ],
    ),
  );
}

/** @param {BenchResults['search']} search */
function printSearch(search) {
  if (!search) {
    console.log('\nSearch index: no sharded search index (search-index.json naming a core) in the build.');
    return;
  }
  const {browser, labelled} = search;
  const cold = browser?.cold.median;
  const notRun = 'no browser';
  printTable(
    `Search (${search.manifest.pages} pages, ${search.manifest.records} records)`,
    ['measure', 'value'],
    [
      [
        'whole index (Node tools; never loaded by the browser)',
        `${kb(search.whole.raw)} raw, ${kb(search.whole.gzip)} gzip`,
      ],
      [
        `sharded index (${search.sharded.files} files)`,
        `${kb(search.sharded.gzip)} gzip; core ${kb(search.sharded.core)}; fetched after the first answer ${kb(search.sharded.fill)}`,
      ],
      ['writing the index (whole + sharded)', ms(search.indexing.ms)],
      [
        `cold modal: first keystroke → first hit, median of ${browser?.cold.runs.length ?? 0}`,
        cold ? `${ms(cold.firstHit)} (from Ctrl+K ${ms(cold.fromOpen)})` : notRun,
      ],
      [
        'cold modal: third keystroke → first full-text hits (the first two search titles only), median',
        cold ? ms(cold.fullText) : notRun,
      ],
      [
        'cold modal: bytes from Ctrl+K to the first hit (gzip), median',
        cold ? `${kb(cold.bytes)}, of which search ${kb(cold.indexBytes)}; ${cold.requests} requests` : notRun,
      ],
      ['longest main-thread task from Ctrl+K (modal included), worst run', browser ? ms(browser.longestTask) : notRun],
      [
        'warm: next query in the modal, keystroke → hits, median',
        browser
          ? `${ms(browser.warm.median)}${browser.warm.complete ? ` (whole index in the worker ${ms(browser.warm.complete.median)} after the first hit)` : ' (index too large to fetch whole)'}`
          : notRun,
      ],
      [
        '/search?q= direct: DOMContentLoaded → first result, median',
        browser?.direct.median != null ? ms(browser.direct.median) : notRun,
      ],
      ['whole index fetched by the browser', browser ? (browser.wholeIndexFetched ? 'YES' : 'no') : notRun],
      [
        `query time in Node, ${search.queries.count} queries × ${QUERY_PASSES}, index loaded`,
        `median ${ms(search.queries.median)}, p95 ${ms(search.queries.p95)} (whole-index engine: median ${ms(search.queries.wholeMedian)})`,
      ],
      [
        `labelled queries (${labelled.count}), sharded engine`,
        `${labelled.first} first, ${labelled.top5} in the top 5`,
      ],
      [`labelled queries, whole-index engine`, `${labelled.whole.first} first, ${labelled.whole.top5} in the top 5`],
    ],
  );
  if (labelled.differences.length) {
    printTable(
      'Labelled queries whose top 5 pages differ between the engines',
      ['query', 'whole-index engine', 'sharded engine'],
      labelled.differences.map((d) => [d.query, d.whole.join(' '), d.sharded.join(' ')]),
    );
  }
  const misses = labelled.misses;
  if (misses.length) {
    printTable(
      'Labelled queries not ranked first (rank among distinct pages; 0 = not in the first 100 hits)',
      ['query', 'expected', 'rank', 'first result'],
      misses.map((m) => [m.query, m.exists ? m.target : `${m.target} (not in the index)`, m.rank, m.first]),
    );
  }
}

/** @param {BenchResults['lighthouse']} lighthouse */
function printLighthouse(lighthouse) {
  if (lighthouse.skipped !== undefined) {
    console.log(`\nLighthouse: skipped, ${lighthouse.skipped}.`);
    return;
  }
  printTable(
    'Lighthouse, mobile preset (scores /100; JS and CSS bytes as transferred by scripts/serve.mjs)',
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS', 'CSS', '3rd party'],
    lighthouse.rows.map((r) =>
      r.missing
        ? [`${r.label} ${r.route}`, 'page not built']
        : [
            `${r.label} ${r.route}`,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            maybe(r.lcp, ms),
            maybe(r.tbt, ms),
            maybe(r.cls, (cls) => cls.toFixed(3)),
            maybe(r.js, kb),
            maybe(r.css, kb),
            maybe(r.thirdParty, kb),
          ],
    ),
  );
  for (const row of lighthouse.rows) if (!row.missing && row.problem) console.log(`  ${row.route}: ${row.problem}`);
}

/**
 * Prints every measure's table.
 * @param {BenchResults} results
 */
export function printReport(results) {
  printBuild(results);
  if (results.javascript.length) printJavascript(results.javascript);
  printSearch(results.search);
  if (results.engines?.length) {
    const engines = engineTable(results.engines);
    printTable(engines.title, engines.headers, engines.rows);
  }
  printLighthouse(results.lighthouse);
}

/**
 * Writes every figure to `file` as JSON.
 * @param {string} file
 * @param {object} results
 */
export function writeJson(file, results) {
  fs.mkdirSync(path.dirname(path.resolve(file)), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nFigures written to ${file}`);
}
