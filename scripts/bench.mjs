#!/usr/bin/env node
// `npm run bench`: measures the site and prints the figures in tables. It never fails on a number;
// the budgets live in README.md ("Performance"). What it measures:
//   1. a cold build (`docusaurus clear`, then `docusaurus build`): wall time, pages, peak memory;
//   2. the JavaScript (gzip) the home page and a doc page load before interaction: the scripts
//      their HTML names, plus the route chunks the client loads before it hydrates the page;
//   3. the search index: size, load time and query time with src/lib/search/engine.ts, and how
//      a labelled query set (scripts/bench/labelled-queries.json) ranks;
//   4. Lighthouse (mobile preset) on four pages, driving the system Chromium.
// Usage: node scripts/bench.mjs [--build-dir DIR] [--skip-build] [--skip-lighthouse] [--json FILE]
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {register} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {findChromium, CHROMIUM_ARGS, recordHydrationTime} from './lib/browser.mjs';
import {
  isRedirectHtml,
  median,
  normalisePath,
  quantile,
  rankOfPage,
  scriptsNamedInHtml,
  treeRssKb,
} from './lib/bench-measures.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(ROOT, 'scripts/bench');

const JS_PAGES = {'home page': '/', 'doc page': '/develop/go/core-application'};
const LIGHTHOUSE_PAGES = {
  'home page': '/',
  'long guide': '/develop/java/testing-suite',
  'cookbook recipe': '/ai-cookbook/durable-agent-with-tools',
  search: '/search',
};
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
const QUERY_PASSES = 5;
const LOAD_RUNS = 5;

function parseArgs(argv) {
  const options = {buildDir: 'build', skipBuild: false, skipLighthouse: false, json: null};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--build-dir') options.buildDir = argv[++i];
    else if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--skip-lighthouse') options.skipLighthouse = true;
    else if (arg === '--json') options.json = argv[++i];
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: node scripts/bench.mjs [--build-dir DIR] [--skip-build] [--skip-lighthouse] [--json FILE]');
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
  options.buildDir = path.resolve(options.buildDir);
  return options;
}

// ---------------------------------------------------------------------------------------------
// Formatting

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 0)} ms`);
const mb = (kbytes) => `${(kbytes / 1024).toFixed(0)} MB`;

function printTable(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '–')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ');
  console.log(`\n${title}`);
  console.log(line(cells[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('   '));
  for (const row of cells.slice(1)) console.log(line(row));
}

// ---------------------------------------------------------------------------------------------
// 1. Cold build

/** Resident memory (KB) of a process tree now, from `ps`. */
function sampleTreeRssKb(rootPid) {
  const result = spawnSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  return result.status === 0 ? treeRssKb(result.stdout, rootPid) : 0;
}

async function coldBuild(buildDir) {
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};
  console.log('Cold build: docusaurus clear, then docusaurus build (output in reports/bench-build.log)…');
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: ROOT, env, stdio: 'ignore'});
  fs.rmSync(buildDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(ROOT, 'reports'), {recursive: true});
  const logFile = path.join(ROOT, 'reports/bench-build.log');
  const log = fs.openSync(logFile, 'w');
  const buildArgs = ['docusaurus', 'build', '--out-dir', buildDir];
  const useTime = fs.existsSync('/usr/bin/time');
  const timeReport = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const [cmd, args] = useTime ? ['/usr/bin/time', ['-v', '-o', timeReport, 'npx', ...buildArgs]] : ['npx', buildArgs];

  const started = performance.now();
  const child = spawn(cmd, args, {cwd: ROOT, env, stdio: ['ignore', log, log]});
  let sampledPeakKb = 0;
  const sampler = useTime
    ? null
    : setInterval(() => (sampledPeakKb = Math.max(sampledPeakKb, sampleTreeRssKb(child.pid))), 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  if (sampler) clearInterval(sampler);
  fs.closeSync(log);

  let peakKb = sampledPeakKb;
  let peakHow = 'sum of the process tree, sampled with ps every 250 ms';
  if (useTime && fs.existsSync(timeReport)) {
    const match = fs.readFileSync(timeReport, 'utf8').match(/Maximum resident set size \(kbytes\): (\d+)/);
    peakKb = match ? Number(match[1]) : 0;
    peakHow = 'largest process, /usr/bin/time -v';
    fs.rmSync(timeReport, {force: true});
  }
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    console.error(`\nThe build failed (exit ${code}). Last lines of ${logFile}:\n${tail}`);
    process.exit(1);
  }
  return {seconds, peakKb, peakHow};
}

function countPages(buildDir) {
  let pages = 0;
  let redirects = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.html')) {
        if (isRedirectHtml(fs.readFileSync(full, 'utf8').slice(0, 2000))) redirects++;
        else pages++;
      }
    }
  };
  walk(buildDir);
  return {pages, redirects};
}

// ---------------------------------------------------------------------------------------------
// A local server for the build, and a browser

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function serveBuild(buildDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--dir', buildDir, '--port', port], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`);
  return {origin, stop: () => child.kill()};
}

const gzipSize = (file) => gzipSync(fs.readFileSync(file)).length;

// ---------------------------------------------------------------------------------------------
// 2. JavaScript before interaction

function htmlFileFor(buildDir, route) {
  const clean = route.replace(/\/$/, '');
  return [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)].find((f) => fs.existsSync(f));
}

function localFile(buildDir, url, origin) {
  const {pathname} = new URL(url, origin);
  const file = path.join(buildDir, decodeURIComponent(pathname));
  return fs.existsSync(file) ? file : null;
}

async function javascriptWeights(buildDir, origin, chromium) {
  const rows = [];
  let browser = null;
  if (chromium) {
    const {chromium: launcher} = await import('@playwright/test');
    browser = await launcher.launch({executablePath: chromium, args: CHROMIUM_ARGS});
  }
  for (const [label, route] of Object.entries(JS_PAGES)) {
    const htmlFile = htmlFileFor(buildDir, route);
    if (!htmlFile) {
      rows.push({label, route, missing: true});
      continue;
    }
    const named = new Set(scriptsNamedInHtml(fs.readFileSync(htmlFile, 'utf8')).map((u) => new URL(u, origin).href));
    const loaded = new Set(named);
    if (browser) {
      const page = await browser.newPage();
      // When Docusaurus marks the page hydrated, in page time: scripts requested later (the code
      // highlighter, prefetches of linked pages) are not part of what the page needs to become
      // interactive.
      await page.addInitScript(recordHydrationTime);
      await page.goto(`${origin}${route}`);
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' && entry.startTime <= window.__hydratedAt)
          .map((entry) => entry.name),
      );
      for (const url of scripts) if (url.startsWith(origin)) loaded.add(url);
      await page.close();
    }
    const sum = (urls) =>
      [...urls].reduce(
        (acc, url) => {
          const file = localFile(buildDir, url, origin);
          if (!file) return acc;
          return {files: acc.files + 1, raw: acc.raw + fs.statSync(file).size, gzip: acc.gzip + gzipSize(file)};
        },
        {files: 0, raw: 0, gzip: 0},
      );
    const chunks = [...loaded].filter((u) => !named.has(u));
    rows.push({label, route, html: sum(named), chunks: browser ? sum(chunks) : null, total: sum(loaded)});
  }
  await browser?.close();
  return rows;
}

// ---------------------------------------------------------------------------------------------
// 3. Search index

async function searchFigures(buildDir, origin) {
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const indexFile = path.join(buildDir, manifest.index);
  const raw = fs.statSync(indexFile).size;
  const gzip = gzipSize(indexFile);

  register('./bench/ts-hooks.mjs', import.meta.url);
  const {SearchEngine} = await import(pathToFileURL(path.join(ROOT, 'src/lib/search/engine.ts')).href);

  // Load: what the browser does on first use (client.ts): fetch the manifest and the index, parse,
  // build the MiniSearch index.
  // A pooled connection may have been closed by the server while the index was being built (the
  // keep-alive time-out), so a request that fails on a reused socket is sent once more.
  const get = (url, init) => fetch(url, init).catch(() => fetch(url, init));
  const loads = [];
  let engine = null;
  for (let run = 0; run < LOAD_RUNS; run++) {
    const t0 = performance.now();
    const m = await (await get(`${origin}/search-index.json`, {cache: 'no-cache'})).json();
    const text = await (await get(`${origin}${m.index}`)).text();
    const t1 = performance.now();
    const data = JSON.parse(text);
    const t2 = performance.now();
    // Built as the browser builds it: in slices, yielding between them. The longest slice is the
    // longest the main thread is held by indexing.
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

  const queries = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'queries.json'), 'utf8'));
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

  const known = new Set(JSON.parse(fs.readFileSync(indexFile, 'utf8')).pages.map((p) => normalisePath(p.u)));
  const labelled = Object.entries(JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'labelled-queries.json'), 'utf8')));
  const ranks = labelled.map(([query, target]) => {
    const {hits} = engine.search({...SEARCH_PARAMS, query, hitsPerPage: 100});
    return {query, target, ...rankOfPage(hits, target), exists: known.has(normalisePath(target))};
  });

  return {
    manifest,
    raw,
    gzip,
    load: {
      first: loads[0],
      median: {
        total: median(loads.map((l) => l.total)),
        fetch: median(loads.map((l) => l.fetch)),
        parse: median(loads.map((l) => l.parse)),
        build: median(loads.map((l) => l.build)),
        longestSlice: median(loads.map((l) => l.longestSlice)),
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

// ---------------------------------------------------------------------------------------------
// 4. Lighthouse

async function startChromiumForLighthouse(executable) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: 'ignore'},
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return {
    port,
    stop: () => {
      child.kill();
      setTimeout(() => fs.rmSync(profile, {recursive: true, force: true}), 500).unref();
    },
  };
}

async function lighthouseFigures(buildDir, origin, chromium) {
  let lighthouse;
  try {
    ({default: lighthouse} = await import('lighthouse'));
  } catch {
    return {skipped: 'the lighthouse package is not installed (npm ci)'};
  }
  if (!chromium) return {skipped: 'no Chromium found (set CHROMIUM_PATH)'};
  const browser = await startChromiumForLighthouse(chromium);
  const rows = [];
  try {
    for (const [label, route] of Object.entries(LIGHTHOUSE_PAGES)) {
      if (!htmlFileFor(buildDir, route)) {
        rows.push({label, route, missing: true});
        continue;
      }
      // The default configuration is the mobile preset (Moto G Power, simulated slow 4G).
      const result = await lighthouse(`${origin}${route}`, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const {categories, audits} = result.lhr;
      const bytesOf = (type) =>
        audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? null;
      const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
      rows.push({
        label,
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audits['largest-contentful-paint']?.numericValue ?? null,
        tbt: audits['total-blocking-time']?.numericValue ?? null,
        cls: audits['cumulative-layout-shift']?.numericValue ?? null,
        js: bytesOf('script'),
        css: bytesOf('stylesheet'),
        thirdParty: bytesOf('third-party'),
        // Why a figure is missing, when Lighthouse could not measure it.
        problem: result.lhr.runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage ?? null,
      });
    }
  } finally {
    browser.stop();
  }
  return {rows};
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const relative = path.relative(ROOT, options.buildDir);
  const buildDir = relative.startsWith('..') ? options.buildDir : relative || '.';
  const results = {date: new Date().toISOString(), buildDir};
  const chromium = findChromium();

  results.build = options.skipBuild ? null : await coldBuild(options.buildDir);
  if (!fs.existsSync(path.join(options.buildDir, 'index.html'))) {
    console.error(`No build at ${options.buildDir}: run without --skip-build, or pass --build-dir.`);
    process.exit(1);
  }
  results.pages = countPages(options.buildDir);
  const server = await serveBuild(options.buildDir);
  try {
    results.javascript = await javascriptWeights(options.buildDir, server.origin, chromium);
    results.search = await searchFigures(options.buildDir, server.origin);
    results.lighthouse = options.skipLighthouse
      ? {skipped: '--skip-lighthouse'}
      : await lighthouseFigures(options.buildDir, server.origin, chromium);
  } finally {
    server.stop();
  }

  // ---- Report ----
  const {build, pages, javascript, search, lighthouse} = results;
  printTable(
    `Build (${results.buildDir})`,
    ['measure', 'value'],
    [
      ['cold build time', build ? `${build.seconds.toFixed(1)} s` : 'not run (--skip-build)'],
      ['pages built', `${pages.pages}`],
      ['redirect pages', `${pages.redirects}`],
      ['peak memory', build ? `${mb(build.peakKb)} (${build.peakHow})` : 'not run (--skip-build)'],
    ],
  );

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

  if (search) {
    printTable(
      `Search index (${search.manifest.pages} pages, ${search.manifest.records} records)`,
      ['measure', 'value'],
      [
        ['size', `${kb(search.raw)} raw, ${kb(search.gzip)} gzip`],
        [
          'load (fetch + parse + index), median',
          `${ms(search.load.median.total)} (fetch ${ms(search.load.median.fetch)}, parse ${ms(
            search.load.median.parse,
          )}, index ${ms(search.load.median.build)})`,
        ],
        ['load, first run', ms(search.load.first.total)],
        ['longest main-thread slice while indexing, median', ms(search.load.median.longestSlice)],
        [
          `query time over ${search.queries.count} queries × ${QUERY_PASSES}`,
          `median ${ms(search.queries.median)}, p95 ${ms(search.queries.p95)}`,
        ],
        [
          `labelled queries (${search.labelled.count})`,
          `${search.labelled.first} first, ${search.labelled.top5} in the top 5`,
        ],
      ],
    );
    const misses = search.labelled.misses;
    if (misses.length) {
      printTable(
        'Labelled queries not ranked first (rank among distinct pages; 0 = not in the first 100 hits)',
        ['query', 'expected', 'rank', 'first result'],
        misses.map((m) => [m.query, m.exists ? m.target : `${m.target} (not in the index)`, m.rank, m.first]),
      );
    }
  } else {
    console.log('\nSearch index: no search-index.json in the build.');
  }

  if (lighthouse.skipped) console.log(`\nLighthouse: skipped, ${lighthouse.skipped}.`);
  else {
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
              r.lcp == null ? null : ms(r.lcp),
              r.tbt == null ? null : ms(r.tbt),
              r.cls == null ? null : r.cls.toFixed(3),
              r.js == null ? null : kb(r.js),
              r.css == null ? null : kb(r.css),
              r.thirdParty == null ? null : kb(r.thirdParty),
            ],
      ),
    );
  }

  for (const row of lighthouse.rows?.filter((r) => r.problem) ?? []) {
    console.log(`  ${row.route}: ${row.problem}`);
  }

  if (options.json) {
    fs.mkdirSync(path.dirname(path.resolve(options.json)), {recursive: true});
    fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nFigures written to ${options.json}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
