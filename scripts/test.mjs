#!/usr/bin/env node
// @ts-check
// `npm test`: every suite, in order — lint and types, unit tests, sample code, the content gate,
// the production build (then the build caches check, and a second build with the test fixtures),
// and the end-to-end suite against them.
// Each suite reports passed/failed counts; the last line is the totals:
//   N passed, N failed[, N skipped]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};
const suites = [];
fs.rmSync('reports', {recursive: true, force: true});
fs.mkdirSync('reports', {recursive: true});

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 */
function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {stdio: 'inherit', env: {...env, ...extraEnv}});
  return {ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000)};
}

/**
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 */
function single(name, cmd, args, extraEnv) {
  const r = run(cmd, args, extraEnv);
  suites.push({name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, skipped: 0, seconds: r.seconds});
  return r.ok;
}

/** @param {string} file */
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
single('typecheck scripts', 'npx', ['tsc', '-p', 'scripts']);

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

// 3. Checks of what the pages show against the real tools: one suite per script below, each
// printing "<label>: N passed, N failed" and writing reports/suite-<label>.json (scripts/samples/lib.mjs).
const CHECKS = [
  ['typescript samples', 'scripts/samples/typescript.mjs'],
  ['python samples', 'scripts/samples/python.mjs'],
  ['cookbook tests', 'scripts/checks/cookbook.mjs'],
  ['go samples', 'scripts/samples/go.mjs'],
  ['java samples', 'scripts/samples/java.mjs'],
  ['dotnet samples', 'scripts/samples/dotnet.mjs'],
  ['php samples', 'scripts/samples/php.mjs'],
  ['ruby samples', 'scripts/samples/ruby.mjs'],
  ['references', 'scripts/checks/references.mjs'],
  ['cli commands', 'scripts/checks/commands.mjs'],
  ['cli reference', 'scripts/checks/cli-reference.mjs'],
  ['live runs', 'scripts/checks/live.mjs'],
  ['diagrams', 'scripts/checks/diagrams.mjs'],
];
/**
 * Runs a check script that writes reports/suite-<label>.json and adds its counts.
 * @param {string} label @param {string} script
 */
function check(label, script) {
  if (!fs.existsSync(script)) {
    console.log(`\n${label}: ${script} is missing`);
    suites.push({name: label, passed: 0, failed: 1, skipped: 0, seconds: 0});
    return;
  }
  const r = run('node', [script]);
  const report = readJson(path.join('reports', `suite-${label.replace(/\s+/g, '-')}.json`));
  suites.push(
    report
      ? {
          name: label,
          passed: report.passed,
          failed: report.failed + (r.ok || report.failed ? 0 : 1),
          skipped: report.skipped,
          seconds: r.seconds,
        }
      : {name: label, passed: 0, failed: 1, skipped: 0, seconds: r.seconds},
  );
}
for (const [label, script] of CHECKS) check(label, script);

// 4. The production build exactly as `npm start` serves it, then the content gate against it; and
// a second build with the test-only pages and client module (DOCS_TEST_FIXTURES=1) into
// build-fixtures/, for the end-to-end tests tagged @fixtures (playwright.config.ts).
const built = single('build', 'npx', ['docusaurus', 'build']);
// Right after that build, while the caches hold its pages: a build that takes pages and scripts
// from the build caches writes what a build without them writes (scripts/checks/build-caches.mjs).
if (built) check('build caches', 'scripts/checks/build-caches.mjs');
const fixturesBuilt =
  built &&
  single('build (test fixtures)', 'npx', ['docusaurus', 'build', '--out-dir', 'build-fixtures'], {
    DOCS_TEST_FIXTURES: '1',
  });
{
  const r = run('node', [
    'scripts/check-content.mjs',
    ...(built ? ['--build', 'build'] : []),
    '--json',
    'reports/content.json',
  ]);
  const results = readJson('reports/content.json') ?? [];
  const failed = results.filter((/** @type {{ok: boolean}} */ x) => !x.ok).length;
  suites.push({
    name: 'content',
    passed: results.length - failed,
    failed: failed + (results.length ? 0 : 1),
    skipped: 0,
    seconds: r.seconds,
  });
}

// 5. End-to-end, against the two builds.
if (built && fixturesBuilt) {
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
