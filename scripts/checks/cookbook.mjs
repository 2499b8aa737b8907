#!/usr/bin/env node
// @ts-check
// The AI Cookbook's tests (examples/ai-cookbook/tests), run with pytest in the venv of the Python
// samples (scripts/samples/python-venv.mjs): unit tests of the recipes' shared error classification
// (examples/ai-cookbook/shared/llm_errors.py), and every recipe's Workflow run with a Worker against
// a real Temporal dev server (the pinned `temporal` CLI, built by scripts/tools/install.mjs, started
// by temporalio's WorkflowEnvironment.start_local on 127.0.0.1) and an OpenAI-compatible stub server
// on 127.0.0.1 that answers each status in turn. The tests assert the number of attempts and the
// final outcome each recipe's page describes; one kills a Worker process mid-Activity and shows the
// Activity run again after its Start-To-Close timeout. Nothing leaves the machine.
//
// One result per pytest test (read from its JUnit XML report); a failure names the test, the pages
// it checks and pytest's message. A missing toolchain (python3, Go for the temporal CLI) is one
// failed test that says what to install.
//
//   node scripts/checks/cookbook.mjs [pytest arguments, e.g. -k litellm]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT, finish} from '../samples/lib.mjs';
import {ensureVenv} from '../samples/python-venv.mjs';
import {ensureTools} from '../tools/install.mjs';

const LABEL = 'cookbook tests';
const DIR = path.join(ROOT, 'examples', 'ai-cookbook');
const TESTS = path.join(DIR, 'tests');
const started = Date.now();
/** @type {{name: string, ok: boolean, message?: string, skipped?: boolean}[]} */
const results = [];
const rel = (/** @type {string} */ p) => path.relative(ROOT, p);

const venv = ensureVenv((line) => console.log(`${LABEL}: ${line}`));
if (!venv.ok) {
  results.push({name: 'examples/python/.venv', ok: false, message: venv.message});
  process.exit(finish(LABEL, results));
}
const tools = ensureTools(['temporal'], (line) => console.log(`${LABEL}: ${line}`));
if (!tools.ok) {
  results.push({
    name: '.tools/bin/temporal',
    ok: false,
    message: `the pinned temporal CLI is missing and could not be built; run \`node scripts/tools/install.mjs temporal\` (needs Go):\n${tools.error}`,
  });
  process.exit(finish(LABEL, results));
}

// The pages each test file checks, from the ai-cookbook/<page>.mdx names in its docstring.
/** @type {Map<string, string[]>} */
const pagesOf = new Map();
for (const file of fs.readdirSync(TESTS).filter((f) => /^test_.*\.py$/.test(f))) {
  const head = fs.readFileSync(path.join(TESTS, file), 'utf8').split('"""')[1] ?? '';
  const pages = [...new Set([...head.matchAll(/(?:ai-cookbook\/)?([\w-]+\.mdx)/g)].map((m) => `ai-cookbook/${m[1]}`))];
  pagesOf.set(
    file.replace(/\.py$/, ''),
    pages.filter((p) => fs.existsSync(path.join(ROOT, p))),
  );
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cookbook-tests-'));
const junit = path.join(work, 'junit.xml');
const run = spawnSync(
  venv.python,
  [
    '-m',
    'pytest',
    'tests',
    '-p',
    'no:cacheprovider',
    '-W',
    'ignore::UserWarning',
    '-q',
    '-rfE',
    `--junitxml=${junit}`,
    ...process.argv.slice(2),
  ],
  {
    cwd: DIR,
    encoding: 'utf8',
    env: {
      ...process.env,
      TEMPORAL_CLI: tools.bins.temporal,
      PYTHONDONTWRITEBYTECODE: '1',
      LITELLM_LOCAL_MODEL_COST_MAP: 'True',
      // The stub and the dev server are on loopback; no proxy may sit in between.
      NO_PROXY: '127.0.0.1,localhost',
      no_proxy: '127.0.0.1,localhost',
    },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 15 * 60 * 1000,
  },
);
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;

const unescape = (/** @type {string} */ s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
const attr = (/** @type {string} */ tag, /** @type {string} */ name) => {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return m ? unescape(m[1]) : '';
};

const xml = fs.existsSync(junit) ? fs.readFileSync(junit, 'utf8') : '';
let count = 0;
for (const m of xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
  count++;
  const [, attrs, body = ''] = m;
  const module = attr(attrs, 'classname').split('.').pop() ?? '';
  const name = `${rel(TESTS)}/${module}.py::${attr(attrs, 'name')}`;
  const problem = body.match(/<(failure|error)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/);
  if (problem) {
    const pages = pagesOf.get(module) ?? [];
    const text = unescape(problem[3] ?? '')
      .trim()
      .split('\n')
      .slice(-40)
      .join('\n');
    results.push({
      name,
      ok: false,
      message: `${pages.length ? `checks ${pages.join(', ')}\n` : ''}${problem[1]}: ${attr(problem[2], 'message')}\n${text}`,
    });
  } else if (/<skipped\b/.test(body)) {
    results.push({name, ok: true, skipped: true});
  } else {
    results.push({name, ok: true});
  }
}
if (count === 0) {
  results.push({
    name: `pytest ${rel(TESTS)}`,
    ok: false,
    message: `pytest reported no tests (exit ${run.status}${run.signal ? `, ${run.signal}` : ''}${run.error ? `, ${run.error.message}` : ''}):\n${output.trim().split('\n').slice(-40).join('\n')}`,
  });
} else if (run.status !== 0 && results.every((r) => r.ok)) {
  results.push({
    name: `pytest ${rel(TESTS)}`,
    ok: false,
    message: `pytest exited ${run.status} with every test passed:\n${output.trim().split('\n').slice(-20).join('\n')}`,
  });
}
fs.rmSync(work, {recursive: true, force: true});
process.exit(finish(LABEL, results, `(${count} pytest tests in ${Math.round((Date.now() - started) / 1000)} s)`));
