#!/usr/bin/env node
// `npm test`: every suite, in order — lint and types, unit tests, sample code, the content gate,
// a production build (with the test fixtures), and the end-to-end suite against that build.
// Each suite reports passed/failed counts; the last line is the totals:
//   N passed, N failed[, N skipped]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};
const suites = [];
fs.rmSync('reports', {recursive: true, force: true});
fs.mkdirSync('reports', {recursive: true});

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {stdio: 'inherit', env: {...env, ...extraEnv}});
  return {ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000)};
}

function single(name, cmd, args, extraEnv) {
  const r = run(cmd, args, extraEnv);
  suites.push({name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, skipped: 0, seconds: r.seconds});
  return r.ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// 1. Lint and types.
single('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
single('format', 'npx', ['prettier', '--check', '.']);
single('typecheck', 'npx', ['tsc', '--noEmit']);
single('typecheck examples', 'npx', ['tsc', '-p', 'examples/typescript']);

// 2. Unit tests.
{
  const r = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=reports/vitest.json']);
  const report = readJson('reports/vitest.json');
  suites.push(
    report
      ? {
          name: 'unit',
          passed: report.numPassedTests,
          failed: report.numFailedTests + (r.ok || report.numFailedTests ? 0 : 1),
          skipped: report.numPendingTests + report.numTodoTests,
          seconds: r.seconds,
        }
      : {name: 'unit', passed: 0, failed: 1, skipped: 0, seconds: r.seconds},
  );
}

// 3. Python samples compile.
{
  const files = [];
  const walk = (d) =>
    fs.existsSync(d) &&
    fs
      .readdirSync(d, {withFileTypes: true})
      .forEach((e) =>
        e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.py') && files.push(path.join(d, e.name)),
      );
  walk('examples');
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const r = spawnSync('python3', ['-m', 'py_compile', file], {
      encoding: 'utf8',
      env: {...env, PYTHONPYCACHEPREFIX: path.resolve('node_modules/.cache/pycache')},
    });
    if (r.status === 0) passed++;
    else {
      failed++;
      console.log(`✘ ${file}\n${r.stderr}`);
    }
  }
  console.log(`\npython samples: ${passed} passed, ${failed} failed`);
  suites.push({name: 'python samples', passed, failed, skipped: 0, seconds: 0});
}

// 4. Production build with the test fixtures, then the content gate against it.
const built = single('build', 'npx', ['docusaurus', 'build'], {DOCS_TEST_FIXTURES: '1'});
{
  const r = run('node', [
    'scripts/check-content.mjs',
    ...(built ? ['--build', 'build'] : []),
    '--json',
    'reports/content.json',
  ]);
  const results = readJson('reports/content.json') ?? [];
  const failed = results.filter((x) => !x.ok).length;
  suites.push({
    name: 'content',
    passed: results.length - failed,
    failed: failed + (results.length ? 0 : 1),
    skipped: 0,
    seconds: r.seconds,
  });
}

// 5. End-to-end, against the build.
if (built) {
  const ready = run('node', ['scripts/ensure-browser.mjs']);
  if (!ready.ok) suites.push({name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0});
  else {
    const r = run('npx', ['playwright', 'test']);
    const report = readJson('reports/playwright.json');
    const stats = report?.stats;
    suites.push(
      stats
        ? {
            name: 'e2e',
            passed: stats.expected + stats.flaky,
            failed: stats.unexpected + (r.ok || stats.unexpected ? 0 : 1),
            skipped: stats.skipped,
            seconds: r.seconds,
          }
        : {name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: r.seconds},
    );
  }
} else {
  suites.push({name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0});
  console.log('e2e: not run, the build failed');
}

// The crawl's own counts, so a reader of the log can check them (tests/crawl.spec.ts writes them).
{
  const dir = path.join('reports', 'crawl');
  const chunks = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((f) => readJson(path.join(dir, f)))
        .filter(Boolean)
    : [];
  if (chunks.length) {
    const pages = chunks.reduce((n, c) => n + c.pages, 0);
    const violations = chunks.reduce((n, c) => n + c.violations, 0);
    const withProblems = chunks.reduce((n, c) => n + Object.keys(c.problems).length, 0);
    console.log(
      `\ncrawl: ${pages} pages checked, ${withProblems} with problems, ${violations} serious or critical axe violations`,
    );
  }
}

const total = suites.reduce(
  (t, s) => ({passed: t.passed + s.passed, failed: t.failed + s.failed, skipped: t.skipped + s.skipped}),
  {passed: 0, failed: 0, skipped: 0},
);
console.log('\nSuites:');
for (const s of suites)
  console.log(
    `  ${s.name.padEnd(20)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''} (${s.seconds}s)`,
  );
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed ? 1 : 0);
