#!/usr/bin/env node
// @ts-check
// Live runs: the samples the pages show, run for real against a real Temporal dev server.
//
// The script starts `temporal server start-dev --headless` (the pinned CLI of
// scripts/tools/versions.json, built by scripts/tools/install.mjs) on free ports of 127.0.0.1 with
// a fresh SQLite file (again, up to three times, when it stops because a port it picked for one of
// its own services was taken meanwhile), waits until `temporal operator cluster health` answers
// SERVING, and stops it (and every Worker and client it started, each in its own process group)
// at the end, also when a test fails or the script is interrupted. Against that server, for
// TypeScript, Python, Go and Java:
//   - the quickstart (docs/quickstarts.mdx): the page's Worker and starter; the result is asserted;
//   - a message-passing sample (Signal, Query, Update) and a Schedule sample of the language's pages;
//   - a replay test: a history recorded from a run made here (`temporal workflow show --output json`)
//     replayed with the SDK's replayer as the testing page shows, plus a changed Workflow that must
//     be reported as non-deterministic (so the replay test can fail);
// the AI Cookbook's basic Python recipe against an OpenAI-compatible stub on loopback (a 500 and a
// 429 that the Activity's Retry Policy retries, then an answer; a 401 that it treats as final); the
// main command sequences of docs/cli/workflow.mdx and docs/cli/schedule.mdx, taken from the pages' own
// code blocks, each asserted to exit 0 and to print what the page says it prints.
//
// Samples that connect to `localhost:7233` reach the test's server instead, with only the address
// changed: the TypeScript and Python samples run unchanged with a preload that redirects that one
// address (examples/typescript/live/connect.ts, examples/python/live/run_sample.py); a Go or Java
// `main` is compiled from a copy whose only change is the address (`go build -overlay`, or javac
// into .tools/live/java), never touching examples/. Samples that the pages show as functions or
// classes without a Worker or `main` are driven by examples/{typescript,python,go}/live and
// examples/java/src/test/java/live. One result per sample run or page command.
//
//   node scripts/checks/live.mjs [typescript|python|go|java|cookbook|cli …]   (default: all)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '../lib/net.mjs';
import {ROOT, codeBlocksIn, finish, walk} from '../samples/lib.mjs';
import {PYTHON, ensureVenv} from '../samples/python-venv.mjs';
import {PINS, ensureTools} from '../tools/install.mjs';

const LABEL = 'live runs';
const STARTED = Date.now();
const WORK = path.join(ROOT, '.tools', 'live');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'temporal-live-'));
const only = process.argv.slice(2);
const wanted = (/** @type {string} */ group) => only.length === 0 || only.includes(group);

/** @typedef {{name: string, ok: boolean, message?: string, skipped?: boolean, seconds?: number}} Result */
/** @type {Result[]} */
const results = [];
/** @type {Record<string, number>} */
const timings = {};
const rel = (/** @type {string} */ p) => path.relative(ROOT, p);
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Processes. Every child runs in its own process group (detached) so that stopping it stops what
// it started too (`go run`, `mvn`, a shell). All groups still alive are killed on exit, on an
// uncaught error and on SIGINT/SIGTERM/SIGHUP.

/** @type {Set<Proc>} */
const live = new Set();

class Proc {
  /**
   * @param {string} label
   * @param {string} cmd
   * @param {string[]} args
   * @param {{cwd?: string, env?: Record<string, string | undefined>, input?: string}} [opts]
   */
  constructor(label, cmd, args, opts = {}) {
    this.label = label;
    this.command = [cmd, ...args].join(' ');
    this.out = '';
    /** @type {number | null} */
    this.code = null;
    /** @type {string | null} */
    this.signal = null;
    this.child = spawn(cmd, args, {
      cwd: opts.cwd ?? ROOT,
      env: {...process.env, ...opts.env},
      detached: true,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (opts.input !== undefined) this.child.stdin?.end(opts.input);
    const collect = (/** @type {Buffer} */ b) => {
      this.out += b.toString();
      if (this.out.length > 2_000_000) this.out = this.out.slice(-1_000_000);
    };
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    live.add(this);
    /** @type {Promise<{code: number | null, signal: string | null}>} */
    this.exited = new Promise((resolve) => {
      this.child.on('error', (e) => {
        this.out += `\n${e.message}`;
        this.code = 127;
        live.delete(this);
        resolve({code: 127, signal: null});
      });
      this.child.on('close', (code, signal) => {
        this.code = code;
        this.signal = signal;
        live.delete(this);
        resolve({code, signal});
      });
    });
  }

  get running() {
    return live.has(this);
  }

  /** @param {NodeJS.Signals} sig */
  kill(sig) {
    if (!this.child.pid) return;
    try {
      process.kill(-this.child.pid, sig);
    } catch {
      // already gone
    }
  }

  /** SIGTERM to the group, then SIGKILL after `grace` ms. */
  async stop(grace = 10_000) {
    if (!this.running) return;
    this.kill('SIGTERM');
    const done = await Promise.race([this.exited.then(() => true), sleep(grace).then(() => false)]);
    if (!done) {
      this.kill('SIGKILL');
      await this.exited;
    }
  }

  /** The last lines of the output, for failure messages. */
  tail(lines = 25) {
    return this.out.trim().split('\n').slice(-lines).join('\n');
  }
}

function killAll() {
  for (const p of live) p.kill('SIGKILL');
}
process.on('exit', () => {
  killAll();
  fs.rmSync(TMP, {recursive: true, force: true});
});
for (const sig of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(sig, () => {
    console.log(`\n${LABEL}: ${sig}, stopping ${live.size} process(es)`);
    for (const p of live) p.kill('SIGTERM');
    setTimeout(() => process.exit(130), 3000).unref();
    Promise.all([...live].map((p) => p.exited)).then(() => process.exit(130));
  });
}

/**
 * Runs a command to completion (or kills it after `timeout` ms, or when `worker` dies first).
 * @param {string} cmd @param {string[]} args
 * @param {{cwd?: string, env?: Record<string, string | undefined>, timeout?: number, worker?: Proc, input?: string}} [opts]
 * @returns {Promise<{code: number | null, signal: string | null, out: string, command: string, timedOut: boolean, workerDied: boolean}>}
 */
async function run(cmd, args, opts = {}) {
  const p = new Proc(path.basename(cmd), cmd, args, opts);
  let timedOut = false;
  let workerDied = false;
  /** @type {Promise<unknown>[]} */
  const races = [p.exited, sleep(opts.timeout ?? 60_000).then(() => (timedOut = true))];
  if (opts.worker) races.push(opts.worker.exited.then(() => (workerDied = true)));
  await Promise.race(races);
  if (p.running) await p.stop(3000);
  if (timedOut || workerDied) timedOut = p.code === null || timedOut;
  return {
    code: p.code,
    signal: p.signal,
    out: p.out,
    command: p.command,
    timedOut: timedOut && !workerDied,
    workerDied: workerDied && p.code !== 0,
  };
}

// A short-lived Python client process of temporalio can abort while the interpreter shuts down,
// after its work is done ("Fatal Python error: PyGILState_Release … Python runtime state:
// finalizing"; temporalio/sdk-python#300, open). Such an exit counts as success when the output
// says so; the test still asserts everything the process printed.
let pythonExitAborts = 0;
/** @param {Awaited<ReturnType<typeof run>>} r */
function pythonOk(r) {
  if (r.code === 0) return true;
  const crashed =
    r.signal === 'SIGABRT' || r.signal === 'SIGSEGV' || r.signal === 'SIGBUS' || r.code === 134 || r.code === 139;
  const atExit =
    /Python runtime state: finalizing/.test(r.out) ||
    ((r.signal === 'SIGSEGV' || r.signal === 'SIGBUS') &&
      /Fatal Python error: Segmentation fault\s+Thread 0x[0-9a-f]+ \(most recent call first\):\s+(<no Python frame>|Fatal Python error: Bus error)/.test(
        r.out,
      ));
  if (crashed && atExit && !r.timedOut && !r.workerDied) {
    pythonExitAborts++;
    console.log(
      `  (tolerated: ${path.basename(r.command.split(' ').at(-1) ?? '')} aborted during interpreter shutdown, temporalio/sdk-python#300)`,
    );
    return true;
  }
  return false;
}

/** A failure message for a command that did not exit 0. @param {Awaited<ReturnType<typeof run>>} r @param {Proc} [worker] */
function describeRun(r, worker) {
  const why = r.workerDied
    ? 'the Worker exited first'
    : r.timedOut
      ? 'timed out'
      : r.code === null
        ? `was killed by ${r.signal}`
        : `exited ${r.code}`;
  let msg = `$ ${r.command}\n${why}:\n${r.out.trim().split('\n').slice(-30).join('\n')}`;
  if (worker) msg += `\nWorker (${worker.command})${worker.running ? '' : ` exited ${worker.code}`}:\n${worker.tail()}`;
  return msg;
}

// ---------------------------------------------------------------------------------------------
// Test bookkeeping.

class Fail extends Error {}
/** @param {unknown} cond @param {string} message @returns {asserts cond} */
function check(cond, message) {
  if (!cond) throw new Fail(message);
}

/**
 * One result. `name` is the sample file (finish() then names the pages that show it) or the page
 * and line of a command.
 * @param {string} name @param {() => Promise<void>} fn
 */
async function test(name, fn) {
  const t = Date.now();
  try {
    await fn();
    results.push({name, ok: true, seconds: (Date.now() - t) / 1000});
    console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  } catch (e) {
    const error = /** @type {Error} */ (e);
    const message = e instanceof Fail ? String(e.message) : String(error.stack ?? e);
    results.push({name, ok: false, message, seconds: (Date.now() - t) / 1000});
    console.log(`✘ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }
}

/** Records one failed result without running anything (a missing toolchain). @param {string} name @param {string} message */
function failed(name, message) {
  results.push({name, ok: false, message});
  console.log(`✘ ${name}: ${message.split('\n')[0]}`);
}

/**
 * Starts a Worker, runs `fn`, stops the Worker. A Worker that dies fails the test with its output.
 * @template T
 * @param {string} label @param {string} cmd @param {string[]} args
 * @param {{cwd?: string, env?: Record<string, string | undefined>}} opts
 * @param {(worker: Proc) => Promise<T>} fn
 */
async function withWorker(label, cmd, args, opts, fn) {
  const worker = new Proc(label, cmd, args, {...opts, env: {...serverEnv(), ...opts.env}});
  try {
    const value = await fn(worker);
    check(worker.running, `Worker (${worker.command}) exited ${worker.code} during the test:\n${worker.tail()}`);
    return value;
  } catch (e) {
    if (e instanceof Fail && !String(e.message).includes('Worker (')) {
      throw new Fail(
        `${e.message}\nWorker (${worker.command})${worker.running ? '' : ` exited ${worker.code}`}:\n${worker.tail()}`,
      );
    }
    throw e;
  } finally {
    await worker.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The dev server.

/** @type {{address: string, bin: string} | null} */
let server = null;
const serverEnv = () => ({
  TEMPORAL_ADDRESS: server?.address,
  TEMPORAL_NAMESPACE: 'default',
  // Keep a developer's own CLI profile (~/.config/temporalio/temporal.toml) out of the run.
  TEMPORAL_CONFIG_FILE: path.join(TMP, 'no-temporal.toml'),
  // A Python process that crashes prints where (see pythonOk).
  PYTHONFAULTHANDLER: '1',
});

/** Runs the temporal CLI against the dev server. @param {string[]} args @param {number} [timeout] */
const temporal = (args, timeout = 30_000) =>
  run(/** @type {{bin: string}} */ (server).bin, args, {env: serverEnv(), timeout});

/** Parses the CLI's JSON output (one document or JSON lines). @param {string} out */
function parseJson(out) {
  try {
    return JSON.parse(out);
  } catch {
    return out
      .split('\n')
      .filter((l) => l.trim().startsWith('{'))
      .map((l) => JSON.parse(l));
  }
}

/** The Event History of an execution, as `temporal workflow show --output json` prints it. @param {string} workflowId @param {string} [runId] */
async function history(workflowId, runId) {
  const r = await temporal([
    'workflow',
    'show',
    '--workflow-id',
    workflowId,
    ...(runId ? ['--run-id', runId] : []),
    '--output',
    'json',
  ]);
  check(r.code === 0, describeRun(r));
  return /** @type {{events: {eventId: string, eventType: string, [k: string]: any}[]}} */ (parseJson(r.out));
}

/** Polls until `probe` returns a truthy value, or fails with `what` after `timeout` ms. @template T @param {string} what @param {() => Promise<T>} probe @param {number} [timeout] */
async function waitFor(what, probe, timeout = 30_000) {
  const until = Date.now() + timeout;
  /** @type {unknown} */
  let last;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > until)
      throw new Fail(
        `timed out after ${timeout / 1000} s waiting for ${what}${last ? `: ${/** @type {Error} */ (last).message}` : ''}`,
      );
    await sleep(250);
  }
}

/** Workflow executions matching a List Filter. @param {string} query */
async function listWorkflows(query) {
  const r = await temporal(['workflow', 'list', '--query', query, '--output', 'json']);
  check(r.code === 0, describeRun(r));
  const v = parseJson(r.out);
  return /** @type {{execution: {workflowId: string, runId: string}, type: {name: string}, status: string}[]} */ (
    Array.isArray(v) ? v : []
  );
}

/**
 * Waits until every execution a Schedule started has closed, and returns them (at least `min`).
 * @param {string} scheduleId @param {number} min @param {string} [type] only runs of this Workflow Type
 */
async function scheduledRunsClosed(scheduleId, min, type) {
  return waitFor(`${min}+ Workflows started by Schedule ${scheduleId} to complete`, async () => {
    const runs = await listWorkflows(
      `TemporalScheduledById="${scheduleId}"${type ? ` AND WorkflowType="${type}"` : ''}`,
    );
    return runs.length >= min && runs.every((w) => w.status === 'WORKFLOW_EXECUTION_STATUS_COMPLETED') ? runs : null;
  });
}

/**
 * How many times the dev server is started when it stops because a port it chose for one of its
 * internal services was taken in the meantime (the CLI picks those ports itself; on a busy machine
 * another process can bind one between the pick and the listen).
 */
const SERVER_START_ATTEMPTS = 3;
const PORT_TAKEN = /address already in use/;

async function startServer() {
  const tools = ensureTools(['temporal'], (l) => console.log(`live runs: ${l}`));
  if (tools.ok === false) {
    failed(/go not found/.test(tools.error) ? 'go' : 'temporal dev server', tools.error);
    return false;
  }
  const bin = tools.bins.temporal;
  const t1 = Date.now();
  for (let attempt = 1; attempt <= SERVER_START_ATTEMPTS; attempt++) {
    const started = await startServerOnce(bin, attempt);
    timings['server start'] = (Date.now() - t1) / 1000;
    if (started.ready) {
      serverProc = started.proc;
      console.log(
        `live runs: temporal server start-dev (CLI ${PINS.temporal.version}, ${rel(bin)}) on ${started.address}, ready in ${timings['server start'].toFixed(1)} s${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
      );
      return true;
    }
    const tail = started.proc.tail();
    await started.proc.stop();
    if (PORT_TAKEN.test(tail) && attempt < SERVER_START_ATTEMPTS) {
      console.log(
        `live runs: the dev server found a port taken (${tail.match(/listen tcp [^:]+:\d+/)?.[0] ?? 'a port'}); starting it again`,
      );
      continue;
    }
    failed(
      'temporal dev server',
      `temporal server start-dev did not answer on ${started.address} within 60 s:\n${tail}`,
    );
    return false;
  }
  return false;
}

/**
 * One start of the dev server on fresh ports and a fresh database; ready when `operator cluster
 * health` says SERVING (within 60 s, while the process runs).
 * @param {string} bin
 * @param {number} attempt
 */
async function startServerOnce(bin, attempt) {
  const [port, httpPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const address = `127.0.0.1:${port}`;
  const db = path.join(TMP, `dev-server-${attempt}.sqlite`);
  const t1 = Date.now();
  const proc = new Proc(
    'temporal server',
    bin,
    [
      'server',
      'start-dev',
      '--headless',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--http-port',
      String(httpPort),
      '--metrics-port',
      String(metricsPort),
      '--db-filename',
      db,
      '--log-level',
      'warn',
    ],
    {env: {TEMPORAL_CONFIG_FILE: path.join(TMP, 'no-temporal.toml')}},
  );
  server = {address, bin};
  let ready = false;
  while (!ready && proc.running && Date.now() - t1 < 60_000) {
    const r = await run(bin, ['operator', 'cluster', 'health', '--address', address], {
      timeout: 5000,
      env: {TEMPORAL_CONFIG_FILE: path.join(TMP, 'no-temporal.toml')},
    });
    ready = r.code === 0 && /SERVING/.test(r.out);
    if (!ready) await sleep(100);
  }
  return {ready, proc, address};
}
/** @type {Proc | null} */
let serverProc = null;

// ---------------------------------------------------------------------------------------------
// Assertions on output.

/** @param {string} out @param {RegExp | string} want @param {string} what */
function expectOut(out, want, what) {
  const ok = typeof want === 'string' ? out.includes(want) : want.test(out);
  check(ok, `expected ${what} (${want}) in the output:\n${out.trim().split('\n').slice(-30).join('\n')}`);
}

// =============================================================================================
// TypeScript: examples/typescript, transpiled file by file (TypeScript's transpileModule, no
// bundling) into .tools/live/ts with the same folder layout, so that `require.resolve('./workflows')`
// in a Worker finds the Workflow file that the Worker's own bundler then packs.

const TS_OUT = path.join(WORK, 'ts');
const TS_DIRS = ['quickstarts', 'message-passing', 'schedules', 'testing-suite', 'live'];

async function buildTypescript() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  /** @type {typeof import('typescript')} */
  const ts = require('typescript');
  const src = path.join(ROOT, 'examples', 'typescript');
  fs.rmSync(TS_OUT, {recursive: true, force: true});
  for (const dir of TS_DIRS) {
    if (!fs.existsSync(path.join(src, dir))) throw new Error(`examples/typescript/${dir} is missing`);
    for (const f of fs
      .readdirSync(path.join(src, dir), {recursive: true, encoding: 'utf8'})
      .filter((x) => x.endsWith('.ts'))) {
      const file = path.join(src, dir, f);
      const out = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
        fileName: file,
        compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2021, esModuleInterop: true},
      });
      const target = path.join(TS_OUT, dir, f.replace(/\.ts$/, '.js'));
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, out.outputText);
    }
  }
}

/** Runs a transpiled TS file: `node -r live/connect.js <file> …`. @param {string} file @param {string[]} [args] */
const tsArgs = (file, args = []) => ['-r', path.join(TS_OUT, 'live', 'connect.js'), path.join(TS_OUT, file), ...args];

/** @type {boolean | null} */
let tsBuilt = null;
async function buildTypescriptOnce() {
  if (tsBuilt === null) {
    try {
      await buildTypescript();
      tsBuilt = true;
    } catch (e) {
      failed('examples/typescript (esbuild transpile for the live runs)', /** @type {Error} */ (e).message);
      tsBuilt = false;
    }
  }
  return tsBuilt;
}

async function typescriptTests() {
  const t = Date.now();
  if (!(await buildTypescriptOnce())) return;
  const node = process.execPath;
  const env = serverEnv();

  await test('examples/typescript/quickstarts/client.ts', async () => {
    await withWorker('ts quickstart worker', node, tsArgs('quickstarts/worker.js'), {}, async (worker) => {
      const r = await run(node, tsArgs('quickstarts/client.js'), {env, worker, timeout: 90_000});
      check(r.code === 0, describeRun(r, worker));
      // docs/quickstarts.mdx: "The starter prints `Result: Hello, Temporal!`".
      expectOut(r.out, /^Result: Hello, Temporal!$/m, 'the result the quickstart page shows');
    });
    await expectQuickstartHistory('greetingWorkflow');
  });

  await test('examples/typescript/message-passing/client.ts', async () => {
    await withWorker(
      'ts message-passing worker',
      node,
      tsArgs('live/worker.js', ['message-passing']),
      {},
      async (worker) => {
        const r = await run(node, tsArgs('live/client.js', ['message-passing/client', 'shop', 'c-42']), {
          env,
          worker,
          timeout: 90_000,
        });
        check(r.code === 0, describeRun(r, worker));
        expectOut(r.out, /^cart now has 1 lines$/m, 'the Update-with-Start result');
        expectOut(r.out, /^rejected: Quantity must be at least 1$/m, "the validator's rejection");
        expectOut(r.out, /^\[ \{ sku: 'tea-001', quantity: 2 \} \]$/m, 'the Query result');
        expectOut(
          r.out,
          /^final cart \[ \{ sku: 'tea-001', quantity: 2 \} \]$/m,
          'the Workflow result after the checkout Signal',
        );
        const events = (await history('cart-c-42')).events.map((e) => e.eventType);
        check(
          events.includes('EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED'),
          `no UpdateCompleted event in cart-c-42's history: ${events.join(', ')}`,
        );
        check(events.includes('EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED'), `no Signaled event in cart-c-42's history`);
        check(
          events.at(-1) === 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED',
          `cart-c-42 did not complete: ${events.at(-1)}`,
        );
      },
    );
  });

  await test('examples/typescript/schedules/schedules.ts', async () => {
    await withWorker('ts schedules worker', node, tsArgs('live/worker.js', ['schedules']), {}, async (worker) => {
      const r = await run(
        node,
        tsArgs('live/client.js', [
          'schedules/schedules',
          'createSchedule,createIntervalSchedule,manageSchedule,listAndDelete',
        ]),
        {env, worker, timeout: 90_000},
      );
      check(r.code === 0, describeRun(r, worker));
      expectOut(r.out, /^created daily-report-emea$/m, 'the created Schedule');
      expectOut(r.out, /^next runs \[\s*\d{4}-/m, 'the next action times');
      expectOut(r.out, /^daily-report-emea active$/m, 'the listed Schedule, unpaused again');
      // listAndDelete removed sync-inventory; daily-report-emea remains, in Europe/Paris.
      const gone = await temporal(['schedule', 'describe', '--schedule-id', 'sync-inventory']);
      check(gone.code !== 0, 'sync-inventory still exists after listAndDelete()');
      const desc = await temporal(['schedule', 'describe', '--schedule-id', 'daily-report-emea', '--output', 'json']);
      check(desc.code === 0, describeRun(desc));
      expectOut(desc.out, '"timezoneName": "Europe/Paris"', 'the updated time zone');
      // trigger() and the backfill of 2026-11-02 06:30 Berlin each started dailyReport, which completed.
      const runs = await scheduledRunsClosed('daily-report-emea', 2);
      check(
        runs.every((w) => w.type.name === 'dailyReport'),
        `unexpected Workflow Types: ${runs.map((w) => w.type.name).join(', ')}`,
      );
      check(
        runs.every((w) => w.execution.workflowId.startsWith('daily-report-emea-')),
        `Workflow IDs do not extend the action's ID: ${runs.map((w) => w.execution.workflowId).join(', ')}`,
      );
      await temporal(['schedule', 'delete', '--schedule-id', 'daily-report-emea']);
    });
  });

  await test('examples/typescript/testing-suite/replay.test.ts', async () => {
    const dir = path.join(TMP, 'ts-replay');
    fs.mkdirSync(path.join(dir, 'history'), {recursive: true});
    await withWorker('ts testing-suite worker', node, tsArgs('live/worker.js', ['testing-suite']), {}, async () => {
      const s = await temporal([
        'workflow',
        'start',
        '--type',
        'remindTomorrow',
        '--task-queue',
        'my-task-queue',
        '--workflow-id',
        'remind-prod-1',
        '--input',
        '"ana@example.com"',
      ]);
      check(s.code === 0, describeRun(s));
      await waitFor('remind-prod-1 to start its one-day timer', async () =>
        (await history('remind-prod-1')).events.some((e) => e.eventType === 'EVENT_TYPE_TIMER_STARTED'),
      );
    });
    // The export command the test's comment shows, run as written.
    await recordHistory('temporal workflow show --workflow-id remind-prod-1 --output json > history/remind.json', dir);
    await temporal(['workflow', 'terminate', '--workflow-id', 'remind-prod-1', '--reason', 'recorded']);
    const r = await run(node, ['--test', path.join(TS_OUT, 'testing-suite', 'replay.test.js')], {
      cwd: dir,
      env,
      timeout: 90_000,
    });
    const dup = /type must be a Type/.test(r.out)
      ? "\nnode_modules holds more than one copy of protobufjs 8 (npm ls protobufjs): package.json needs protobufjs 8 as a direct dependency, as the page's pitfall says"
      : '';
    check(r.code === 0, describeRun(r) + dup);
    expectOut(r.out, /^# pass 1$/m, 'one passing replay test');
    const c = await run(
      node,
      [path.join(TS_OUT, 'live', 'replay-control.js'), path.join(dir, 'history', 'remind.json')],
      {env, timeout: 90_000},
    );
    check(
      c.code === 0,
      `the replayer did not reject a changed Workflow (examples/typescript/live/replay-changed.ts):\n${describeRun(c)}`,
    );
  });
  timings.typescript = (Date.now() - t) / 1000;
}

/**
 * Runs a `temporal workflow show … > file` line (as a page shows it) in `cwd` and checks the file.
 * @param {string} line @param {string} cwd
 */
async function recordHistory(line, cwd) {
  const bin = /** @type {{bin: string}} */ (server).bin;
  const r = await run('bash', ['-c', `set -o pipefail; ${line}`], {
    cwd,
    env: {...serverEnv(), PATH: `${path.dirname(bin)}:${process.env.PATH}`},
  });
  check(r.code === 0, describeRun(r));
  const file = path.join(cwd, line.split('>').pop()?.trim() ?? '');
  const h = JSON.parse(fs.readFileSync(file, 'utf8'));
  check(Array.isArray(h.events) && h.events.length > 2, `${line} wrote no events`);
  return file;
}

/**
 * docs/quickstarts.mdx, Step 7: greeting-workflow's history is WorkflowExecutionStarted, a Workflow
 * Task, ActivityTaskScheduled, ActivityTaskStarted, ActivityTaskCompleted, a second Workflow Task
 * and WorkflowExecutionCompleted, with the Workflow Type the page names for the language.
 * @param {string} type
 */
async function expectQuickstartHistory(type) {
  const h = await history('greeting-workflow');
  const kinds = h.events.map((e) => e.eventType.replace(/^EVENT_TYPE_/, ''));
  const want = [
    'WORKFLOW_EXECUTION_STARTED',
    'WORKFLOW_TASK_SCHEDULED',
    'WORKFLOW_TASK_STARTED',
    'WORKFLOW_TASK_COMPLETED',
    'ACTIVITY_TASK_SCHEDULED',
    'ACTIVITY_TASK_STARTED',
    'ACTIVITY_TASK_COMPLETED',
    'WORKFLOW_TASK_SCHEDULED',
    'WORKFLOW_TASK_STARTED',
    'WORKFLOW_TASK_COMPLETED',
    'WORKFLOW_EXECUTION_COMPLETED',
  ];
  check(
    kinds.join() === want.join(),
    `greeting-workflow's history differs from the one the quickstart page lists:\n  got  ${kinds.join(', ')}\n  want ${want.join(', ')}`,
  );
  const started = h.events[0].workflowExecutionStartedEventAttributes;
  check(
    started?.workflowType?.name === type,
    `greeting-workflow's Workflow Type is ${started?.workflowType?.name}; the quickstart page says ${type}`,
  );
}

// =============================================================================================
// Python: the venv of scripts/samples/python.mjs (examples/python/.venv, from requirements.txt).

const PY_DIR = path.join(ROOT, 'examples', 'python');
const PY_LIVE = path.join(PY_DIR, 'live');
/** `python live/run_sample.py <script>`: the page's script, run as `python script.py` would. @param {string} script @param {string[]} [args] */
const pySample = (script, args = []) => [path.join(PY_LIVE, 'run_sample.py'), path.join(PY_DIR, script), ...args];

/** The shared venv (scripts/samples/python-venv.mjs), created here when no earlier check made it. */
function havePython() {
  const venv = ensureVenv((l) => console.log(`live runs: ${l}`));
  if (venv.ok === true) return true;
  failed('examples/python/.venv', venv.message);
  return false;
}

async function pythonTests() {
  if (!havePython()) return;
  const t = Date.now();
  const env = serverEnv();

  await test('examples/python/quickstarts/starter.py', async () => {
    await withWorker('python quickstart worker', PYTHON, pySample('quickstarts/worker.py'), {}, async (worker) => {
      const r = await run(PYTHON, pySample('quickstarts/starter.py'), {env, worker, timeout: 60_000});
      check(pythonOk(r), describeRun(r, worker));
      expectOut(r.out, /^Result: Hello, Temporal!$/m, 'the result the quickstart page shows');
      // The page's CLI alternative: the same Workflow started by Type name, without a starter.
      const block = pageCommand('docs/quickstarts.mdx', /^temporal workflow execute\b[\s\S]*--type GreetingWorkflow/);
      const x = await shell(block.command);
      check(x.code === 0, `${block.where}: ${describeRun(x, worker)}`);
      expectOut(x.out, /Hello, Temporal!/, `the result of ${block.where}`);
    });
    await expectQuickstartHistory('GreetingWorkflow');
  });

  await test('examples/python/message_passing/starter.py', async () => {
    await withWorker(
      'python message-passing worker',
      PYTHON,
      [path.join(PY_LIVE, 'worker.py'), 'message_passing', 'workflows.CartWorkflow', 'activities.reserve_stock'],
      {},
      async (worker) => {
        const r = await run(PYTHON, pySample('message_passing/starter.py'), {env, worker, timeout: 60_000});
        check(pythonOk(r), describeRun(r, worker));
        expectOut(r.out, /^Items in cart: 1$/m, 'the Update-with-Start result');
        expectOut(
          r.out,
          /^Update rejected: (ValueError: )?Quantity must be positive, got 0$/m,
          "the validator's rejection",
        );
        expectOut(r.out, /^\[CartItem\(sku='book-123', quantity=1\)\]$/m, 'the Query result');
        expectOut(
          r.out,
          /^CartState\(items=\[CartItem\(sku='book-123', quantity=1\)\], checked_out=True\)$/m,
          'the Workflow result after the checkout Signal',
        );
        const events = (await history('cart-customer-7')).events.map((e) => e.eventType);
        check(
          events.filter((e) => e === 'EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED').length === 1,
          `the rejected Update left a trace in the history: ${events.join(', ')}`,
        );
        check(
          events.at(-1) === 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED',
          `cart-customer-7 did not complete: ${events.at(-1)}`,
        );
      },
    );
  });

  await test('examples/python/schedules/manage_schedule.py', async () => {
    await withWorker(
      'python schedules worker',
      PYTHON,
      [path.join(PY_LIVE, 'worker.py'), 'schedules', 'workflows.DailyReportWorkflow'],
      {},
      async (worker) => {
        const r = await run(PYTHON, pySample('schedules/manage_schedule.py'), {env, worker, timeout: 60_000});
        check(pythonOk(r), describeRun(r, worker));
        expectOut(r.out, /^Next runs: \[datetime\.datetime\(/m, 'the next action times');
        expectOut(r.out, /^Schedule: daily-sales-report$/m, 'the listed Schedule');
        const gone = await temporal(['schedule', 'describe', '--schedule-id', 'daily-sales-report']);
        check(gone.code !== 0, 'daily-sales-report still exists after handle.delete()');
        // trigger() and the one-day backfill started DailyReportWorkflow runs, which completed.
        const runs = await scheduledRunsClosed('daily-sales-report', 2);
        check(
          runs.every((w) => w.type.name === 'DailyReportWorkflow'),
          `unexpected Workflow Types: ${runs.map((w) => w.type.name).join(', ')}`,
        );
      },
    );
  });

  await test('examples/python/testing/test_replay.py', async () => {
    // The page's test file and the Workflow it imports, with the recorded history beside them.
    const dir = path.join(TMP, 'py-replay');
    fs.mkdirSync(path.join(dir, 'histories'), {recursive: true});
    for (const f of ['test_replay.py', 'workflows.py'])
      fs.copyFileSync(path.join(PY_DIR, 'testing', f), path.join(dir, f));
    await withWorker(
      'python testing worker',
      PYTHON,
      [path.join(PY_LIVE, 'worker.py'), 'testing', 'workflows.ApprovalWorkflow', 'workflows.send_reminder'],
      {},
      async () => {
        const s = await temporal([
          'workflow',
          'start',
          '--type',
          'ApprovalWorkflow',
          '--task-queue',
          'my-task-queue',
          '--workflow-id',
          'approval-1',
          '--input',
          '{"document_id": "doc-7", "reviewer_email": "ana@example.com"}',
        ]);
        check(s.code === 0, describeRun(s));
        await waitFor('approval-1 to wait for approval', async () =>
          (await history('approval-1')).events.some((e) => e.eventType === 'EVENT_TYPE_TIMER_STARTED'),
        );
        const sig = await temporal(['workflow', 'signal', '--workflow-id', 'approval-1', '--name', 'approve']);
        check(sig.code === 0, describeRun(sig));
        const res = await temporal(['workflow', 'result', '--workflow-id', 'approval-1'], 30_000);
        check(res.code === 0 && /approved/.test(res.out), `approval-1 did not return "approved":\n${describeRun(res)}`);
      },
    );
    // The export the page describes: temporal workflow show --workflow-id … --output json > approval.json
    const file = await recordHistory(
      'temporal workflow show --workflow-id approval-1 --output json > histories/approval.json',
      dir,
    );
    // pytest-asyncio, which the testing page installs next to pytest, is pinned in requirements.txt.
    const r = await run(PYTHON, ['-m', 'pytest', '-p', 'no:cacheprovider', '--color=no', '-rA', 'test_replay.py'], {
      cwd: dir,
      env,
      timeout: 60_000,
    });
    check(pythonOk(r), describeRun(r));
    expectOut(
      r.out,
      /^PASSED test_replay\.py::test_replay_recorded_history$/m,
      'the replay test passing (not skipped)',
    );
    const c = await run(PYTHON, [path.join(PY_LIVE, 'replay_control.py'), file], {env, timeout: 60_000});
    check(
      pythonOk(c) && /NondeterminismError/.test(c.out),
      `the Replayer did not reject a changed Workflow (examples/python/live/replay_changed.py):\n${describeRun(c)}`,
    );
  });
  timings.python = (Date.now() - t) / 1000;
}

// =============================================================================================
// The AI Cookbook's basic Python recipe, against an OpenAI-compatible stub of the Responses API.

/**
 * A loopback stub of POST /v1/responses. Per question: the first request answers 500, the second
 * 429, the third the answer; a request with the key `sk-invalid` answers 401.
 */
async function openaiStub() {
  /** @type {{key: string, model: string, input: string, status: number}[]} */
  const requests = [];
  /** @type {Map<string, number>} */
  const seen = new Map();
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      /** @type {any} */
      let json = {};
      try {
        json = JSON.parse(body || '{}');
      } catch {
        // answered 400 below
      }
      const reply = (/** @type {number} */ status, /** @type {object} */ payload) => {
        requests.push({key, model: json.model, input: json.input, status});
        res.writeHead(status, {'content-type': 'application/json', 'x-request-id': `req_${requests.length}`});
        res.end(JSON.stringify(payload));
      };
      const error = (/** @type {number} */ status, /** @type {string} */ type, /** @type {string} */ message) =>
        reply(status, {error: {message, type, param: null, code: type}});
      if (req.method !== 'POST' || req.url !== '/v1/responses')
        return error(404, 'not_found', `no route ${req.method} ${req.url}`);
      if (key === 'sk-invalid') return error(401, 'invalid_api_key', 'Incorrect API key provided: sk-invalid.');
      if (typeof json.input !== 'string' || !json.model)
        return error(400, 'invalid_request_error', 'model and input are required');
      const n = (seen.get(json.input) ?? 0) + 1;
      seen.set(json.input, n);
      if (n === 1) return error(500, 'server_error', 'The server had an error while processing your request.');
      if (n === 2) return error(429, 'rate_limit_exceeded', 'Rate limit reached for requests.');
      const text = `Stub answer from ${json.model}: ${json.input}`;
      reply(200, {
        id: `resp_${requests.length}`,
        object: 'response',
        created_at: Math.floor(Date.now() / 1000),
        status: 'completed',
        model: json.model,
        instructions: json.instructions ?? null,
        output: [
          {
            type: 'message',
            id: `msg_${requests.length}`,
            status: 'completed',
            role: 'assistant',
            content: [{type: 'output_text', text, annotations: []}],
          },
        ],
        parallel_tool_calls: true,
        tool_choice: 'auto',
        tools: [],
        usage: {
          input_tokens: 10,
          output_tokens: 12,
          total_tokens: 22,
          input_tokens_details: {cached_tokens: 0},
          output_tokens_details: {reasoning_tokens: 0},
        },
      });
    });
  });
  await new Promise((resolve) => srv.listen(0, '127.0.0.1', () => resolve(undefined)));
  const addr = srv.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((r) => srv.close(() => r(undefined)))};
}

async function cookbookTests() {
  if (!havePython()) return;
  const t = Date.now();
  const dir = path.join(ROOT, 'examples', 'ai-cookbook', 'basic_python');
  const stub = await openaiStub();
  try {
    await test('examples/ai-cookbook/basic_python/starter.py', async () => {
      // The page's own commands: `python worker.py` with a key, then `python starter.py "…"`.
      const question = 'Why would an LLM application need durable execution?';
      const env = {...serverEnv(), OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'sk-live-test'};
      await withWorker('cookbook worker', PYTHON, ['worker.py'], {cwd: dir, env}, async (worker) => {
        const r = await run(PYTHON, ['starter.py', question], {cwd: dir, env, worker, timeout: 60_000});
        check(pythonOk(r), describeRun(r, worker));
        const m = r.out.match(/^Workflow (basic-python-[0-9a-f-]{36}) finished:\n\n(.*)$/m);
        check(m, `the starter did not print "Workflow basic-python-… finished:" and the answer:\n${r.out}`);
        check(
          m[2] === `Stub answer from gpt-4.1-mini: ${question}`,
          `the Workflow returned ${JSON.stringify(m[2])}, not the stub's answer`,
        );
        const calls = stub.requests.filter((q) => q.input === question);
        check(
          calls.map((q) => q.status).join() === '500,429,200',
          `the stub saw ${calls.map((q) => q.status).join(', ')}; expected one request per Activity attempt: 500, 429, 200 (max_retries=0)`,
        );
        const h = await history(m[1]);
        const started = h.events.filter((e) => e.eventType === 'EVENT_TYPE_ACTIVITY_TASK_STARTED');
        const attrs = started[0]?.activityTaskStartedEventAttributes;
        check(
          started.length === 1 && attrs?.attempt === 3,
          `expected one ActivityTaskStarted with attempt 3, got ${JSON.stringify(started.map((e) => e.activityTaskStartedEventAttributes?.attempt))}`,
        );
        check(
          attrs.lastFailure?.applicationFailureInfo?.type === 'RateLimitError',
          `the last failure before the answer was ${JSON.stringify(attrs.lastFailure?.applicationFailureInfo)}, not RateLimitError`,
        );
        check(
          h.events.at(-1)?.eventType === 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED',
          `the Workflow did not complete: ${h.events.at(-1)?.eventType}`,
        );
      });
    });

    await test('examples/ai-cookbook/basic_python/workflows.py', async () => {
      // ai-cookbook/basic-python.mdx, "An invalid key": one attempt, then WorkflowFailureError.
      const env = {...serverEnv(), OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'sk-invalid'};
      const before = stub.requests.length;
      await withWorker('cookbook worker (invalid key)', PYTHON, ['worker.py'], {cwd: dir, env}, async (worker) => {
        const r = await run(PYTHON, ['starter.py', 'Is this key valid?'], {cwd: dir, env, worker, timeout: 60_000});
        check(r.code !== 0, `the starter succeeded with an invalid key:\n${r.out}`);
        expectOut(r.out, /WorkflowFailureError/, 'a WorkflowFailureError');
        expectOut(r.out, /AuthenticationError/, 'the cause naming AuthenticationError');
        check(
          stub.requests.length - before === 1,
          `an invalid key was tried ${stub.requests.length - before} times; the Retry Policy lists AuthenticationError as non-retryable`,
        );
      });
    });
  } finally {
    await stub.close();
  }
  timings.cookbook = (Date.now() - t) / 1000;
}

// =============================================================================================
// Go: the module examples/go. A page's `package main` (the quickstart, the core application's
// worker and starter) is built with `go build -overlay`, which swaps in a copy of each file whose
// only change is the address it dials (`"localhost:7233"`, `client.DefaultHostPort` or an empty
// `client.Options{}` become the dev server's address); the source tree is not touched. The
// library samples are driven by examples/go/live. Builds start in the background as soon as the
// server's address is known, while the TypeScript and Python tests run.

const GO_DIR = path.join(ROOT, 'examples', 'go');
const GO_OUT = path.join(WORK, 'go');
const GO_MAINS = ['quickstarts', 'develop/go/core-application/worker', 'develop/go/core-application/starter', 'live'];
const GO_REPLAY_TEST = 'develop/go/debugging/debug';

/** @param {string} address */
async function buildGo(address) {
  const goEnv = {GOTOOLCHAIN: 'local', GOFLAGS: '-mod=readonly'};
  const v = await run('go', ['version'], {timeout: 30_000});
  if (v.code !== 0)
    return {
      ok: false,
      error: 'go not found: install Go 1.26 or later (https://go.dev/dl) to build and run the Go samples',
    };
  fs.rmSync(GO_OUT, {recursive: true, force: true});
  fs.mkdirSync(path.join(GO_OUT, 'overlay'), {recursive: true});
  /** @type {Record<string, string>} */
  const replace = {};
  const patched = [];
  for (const pkg of GO_MAINS.filter((p) => p !== 'live')) {
    const dir = path.join(GO_DIR, pkg);
    if (!fs.existsSync(dir)) return {ok: false, error: `examples/go/${pkg} is missing`};
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.go') && !x.endsWith('_test.go'))) {
      const src = fs.readFileSync(path.join(dir, f), 'utf8');
      const out = src
        .replaceAll('"localhost:7233"', JSON.stringify(address))
        .replaceAll('client.DefaultHostPort', JSON.stringify(address))
        .replaceAll('client.Options{}', `client.Options{HostPort: ${JSON.stringify(address)}}`);
      if (out === src) continue;
      const copy = path.join(GO_OUT, 'overlay', `${pkg.replaceAll('/', '_')}_${f}`);
      fs.writeFileSync(copy, out);
      replace[path.join(dir, f)] = copy;
      patched.push(`examples/go/${pkg}/${f}`);
    }
  }
  fs.writeFileSync(path.join(GO_OUT, 'overlay.json'), JSON.stringify({Replace: replace}));
  const b = await run(
    'go',
    ['build', '-overlay', path.join(GO_OUT, 'overlay.json'), '-o', `${GO_OUT}/`, ...GO_MAINS.map((p) => `./${p}`)],
    {cwd: GO_DIR, env: goEnv, timeout: 600_000},
  );
  if (b.code !== 0) return {ok: false, error: describeRun(b)};
  const t = await run('go', ['test', '-c', '-o', path.join(GO_OUT, 'debug.test'), `./${GO_REPLAY_TEST}`], {
    cwd: GO_DIR,
    env: goEnv,
    timeout: 600_000,
  });
  if (t.code !== 0) return {ok: false, error: describeRun(t)};
  return {ok: true, patched};
}

/** @param {Promise<{ok: boolean, error?: string, patched?: string[]}>} built */
async function goTests(built) {
  const t = Date.now();
  const b = await built;
  timings['go build (background)'] = goBuildSeconds;
  if (!b.ok) {
    failed(/go not found/.test(b.error ?? '') ? 'go' : 'examples/go (build for the live runs)', b.error ?? '');
    return;
  }
  const bin = (/** @type {string} */ name) => path.join(GO_OUT, name);
  const env = serverEnv();

  await test('examples/go/quickstarts/starter.go', async () => {
    // The page's `go run .` (Worker) and `go run . start` (starter).
    await withWorker('go quickstart worker', bin('quickstarts'), [], {}, async (worker) => {
      const r = await run(bin('quickstarts'), ['start'], {env, worker, timeout: 60_000});
      check(r.code === 0, describeRun(r, worker));
      expectOut(r.out, /Result: Hello, Temporal!$/m, 'the result the quickstart page shows');
    });
    await expectQuickstartHistory('GreetingWorkflow');
  });

  let orderRan = false;
  await test('examples/go/develop/go/core-application/starter/main.go', async () => {
    await withWorker('go core-application worker', bin('worker'), [], {}, async (worker) => {
      const r = await run(bin('starter'), [], {env, worker, timeout: 60_000});
      check(r.code === 0, describeRun(r, worker));
      expectOut(
        r.out,
        /workflow order-1001 run [0-9a-f-]{36} tracking track-1001$/m,
        'the Workflow ID, Run ID and tracking number',
      );
      orderRan = true;
    });
  });

  await test('examples/go/develop/go/debugging/debug/replay_test.go', async () => {
    check(orderRan, 'needs the history of the core application run above, which failed');
    const dir = path.join(TMP, 'go-replay');
    fs.mkdirSync(dir, {recursive: true});
    // The export command in the test's comment, run as written.
    const file = await recordHistory(
      'temporal workflow show --workflow-id order-1001 --output json > order-1001.json',
      dir,
    );
    const r = await run(bin('debug.test'), ['-test.run', '^TestReplayIncident$', '-test.v'], {
      cwd: dir,
      env,
      timeout: 60_000,
    });
    check(r.code === 0, describeRun(r));
    expectOut(r.out, /^--- PASS: TestReplayIncident/m, 'the replay test passing');
    const c = await run(bin('live'), ['replay-changed', file], {env, timeout: 60_000});
    check(
      c.code === 0 && /nondetermin/i.test(c.out),
      `the replayer did not reject a changed FulfilOrder (examples/go/live/main.go):\n${describeRun(c)}`,
    );
  });

  await test('examples/go/develop/go/message-passing/starter/messages.go', async () => {
    await withWorker('go live worker', bin('live'), ['worker'], {}, async (worker) => {
      const r = await run(bin('live'), ['messages'], {env, worker, timeout: 60_000});
      check(r.code === 0, describeRun(r, worker));
      for (const [re, what] of /** @type {[RegExp, string][]} */ ([
        [/^items after update-with-start: 1$/m, 'the Update-with-Start result (cart.go)'],
        [/^rejected: .*item must not be empty/m, "the validator's rejection"],
        [/items now 2$/m, 'the Update result (messages.go)'],
        [/status: waiting for approval$/m, 'the Query result'],
        [/^result: approved by alice with 2 items$/m, 'the Workflow result after the approve Signal'],
        [/^signal-with-start result: approved by alice with 0 items$/m, 'the Signal-with-Start result'],
      ]))
        expectOut(r.out, re, what);
    });
  });

  await test('examples/go/develop/go/schedules/schedules/manage.go', async () => {
    await withWorker('go live worker', bin('live'), ['worker'], {}, async (worker) => {
      const r = await run(bin('live'), ['schedules'], {env, worker, timeout: 60_000});
      check(r.code === 0, describeRun(r, worker));
      expectOut(r.out, /^created daily-sales-report$/m, 'the created Schedule');
      expectOut(r.out, /next runs: \[\d{4}-/m, 'the next action times (ShowNextRuns)');
      expectOut(
        r.out,
        /^calendar hour 10, time zone Europe\/Berlin, paused false, notes "migration finished", actions 6$/m,
        'the Schedule after each change of manage.go and update.go',
      );
      // Trigger: one run; backfill of 2026-03-02..09, weekdays at 09:00: five runs.
      const runs = await scheduledRunsClosed('daily-sales-report', 6, 'SalesReportWorkflow');
      check(
        runs.length === 6,
        `the Schedule started ${runs.length} runs; expected 1 triggered + 5 backfilled: ${runs.map((w) => w.execution.workflowId).join(', ')}`,
      );
      await temporal(['schedule', 'delete', '--schedule-id', 'daily-sales-report']);
    });
  });
  timings.go = (Date.now() - t) / 1000;
}
let goBuildSeconds = 0;

// =============================================================================================
// Java: examples/java. Maven gives the dependency classpath of examples/java/pom.xml (cached while
// the pom is unchanged); javac compiles the samples the tests run, their drivers
// (examples/java/src/test/java/live) and, for each `main` that connects with
// `WorkflowServiceStubs.newLocalServiceStubs()`, a copy that connects to the dev server instead
// (the only change), into .tools/live/java/classes. Runs in the background like the Go build.

const JAVA_DIR = path.join(ROOT, 'examples', 'java');
const JAVA_OUT = path.join(WORK, 'java');
const JAVA_MAIN = path.join(JAVA_DIR, 'src', 'main', 'java');
const JAVA_TEST = path.join(JAVA_DIR, 'src', 'test', 'java');
/** The mains that the tests run, patched for the address. */
const JAVA_MAINS = [
  'hello/GreetingWorker',
  'hello/Starter',
  'com/example/orders/OrderWorker',
  'com/example/orders/StartOrder',
  'com/example/cart/CartClient',
  'com/example/cart/SignalWithStart',
  'com/example/reports/CreateReportSchedule',
  'com/example/reports/ManageSchedule',
];

/** @param {string} address */
async function buildJava(address) {
  for (const [tool, hint] of [
    ['mvn', 'install Apache Maven 3.8+ (Debian: apt-get install maven)'],
    ['javac', 'install a JDK 17+ (Debian: apt-get install openjdk-17-jdk-headless)'],
  ]) {
    const v = await run(tool, [tool === 'mvn' ? '-v' : '-version'], {timeout: 60_000});
    if (v.code !== 0) return {ok: false, error: `${tool} not found: ${hint}, to build and run the Java samples`};
  }
  fs.mkdirSync(JAVA_OUT, {recursive: true});
  // The dependency classpath (test scope), cached per pom.xml.
  const cpFile = path.join(JAVA_OUT, 'classpath.txt');
  const stamp = path.join(JAVA_OUT, 'classpath.pom');
  const pom = fs.readFileSync(path.join(JAVA_DIR, 'pom.xml'), 'utf8');
  if (!fs.existsSync(cpFile) || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== pom) {
    const args = ['-B', '-q', 'dependency:build-classpath', `-Dmdep.outputFile=${cpFile}`];
    let r = await run('mvn', ['-o', ...args], {cwd: JAVA_DIR, timeout: 600_000});
    if (r.code !== 0) r = await run('mvn', args, {cwd: JAVA_DIR, timeout: 600_000});
    if (r.code !== 0) return {ok: false, error: describeRun(r)};
    fs.writeFileSync(stamp, pom);
  }
  const deps = fs.readFileSync(cpFile, 'utf8').trim();
  // Patched copies of the mains, then javac with the sample folders as source path.
  const patchDir = path.join(JAVA_OUT, 'patched');
  const classes = path.join(JAVA_OUT, 'classes');
  fs.rmSync(patchDir, {recursive: true, force: true});
  fs.rmSync(classes, {recursive: true, force: true});
  const sources = [];
  const target = `WorkflowServiceStubs.newServiceStubs(io.temporal.serviceclient.WorkflowServiceStubsOptions.newBuilder().setTarget(${JSON.stringify(address)}).build())`;
  for (const main of JAVA_MAINS) {
    const file = path.join(JAVA_MAIN, `${main}.java`);
    if (!fs.existsSync(file)) return {ok: false, error: `${rel(file)} is missing`};
    const src = fs.readFileSync(file, 'utf8');
    const out = src.replaceAll('WorkflowServiceStubs.newLocalServiceStubs()', target);
    if (out === src)
      return {
        ok: false,
        error: `${rel(file)} no longer calls WorkflowServiceStubs.newLocalServiceStubs(); update JAVA_MAINS in scripts/checks/live.mjs`,
      };
    const copy = path.join(patchDir, `${main}.java`);
    fs.mkdirSync(path.dirname(copy), {recursive: true});
    fs.writeFileSync(copy, out);
    sources.push(copy);
  }
  // Loaded by name by live.LiveWorker, so javac would not find them through the source path.
  sources.push(path.join(JAVA_MAIN, 'com/example/cart/CartWorkflowImpl.java'));
  sources.push(...walk(path.join(JAVA_TEST, 'live'), (f) => f.endsWith('.java')));
  const r = await run(
    'javac',
    [
      '-nowarn',
      '-encoding',
      'UTF-8',
      '--release',
      '17',
      '-proc:none',
      '-d',
      classes,
      '-cp',
      deps,
      '-sourcepath',
      [JAVA_MAIN, JAVA_TEST].join(path.delimiter),
      ...sources,
    ],
    {timeout: 600_000},
  );
  if (r.code !== 0) return {ok: false, error: describeRun(r)};
  // `java @cp.args Main` keeps the long classpath out of the commands that failures print.
  const argFile = path.join(JAVA_OUT, 'cp.args');
  // Short-lived JVMs: the C1 compiler alone and the serial collector start faster on 2 cores.
  fs.writeFileSync(
    argFile,
    `-XX:TieredStopAtLevel=1\n-XX:+UseSerialGC\n-cp "${[classes, deps].join(path.delimiter)}"\n`,
  );
  return {ok: true, argFile};
}

/** @param {Promise<{ok: boolean, error?: string, argFile?: string}>} built */
async function javaTests(built) {
  const t = Date.now();
  const b = await built;
  timings['java build (background)'] = javaBuildSeconds;
  if (!b.ok || !b.argFile) {
    const missing = /^(\S+) not found/.exec(b.error ?? '');
    failed(missing ? missing[1] : 'examples/java (build for the live runs)', b.error ?? '');
    return;
  }
  const java = (/** @type {string} */ main, /** @type {string[]} */ args = []) => [`@${b.argFile}`, main, ...args];
  const env = serverEnv();

  await test('examples/java/src/main/java/hello/Starter.java', async () => {
    await withWorker('java quickstart worker', 'java', java('hello.GreetingWorker'), {}, async (worker) => {
      const r = await run('java', java('hello.Starter'), {env, worker, timeout: 90_000});
      check(r.code === 0, describeRun(r, worker));
      expectOut(r.out, /^Result: Hello, Temporal!$/m, 'the result the quickstart page shows');
    });
    await expectQuickstartHistory('GreetingWorkflow');
  });

  let orderRan = false;
  await test('examples/java/src/main/java/com/example/orders/StartOrder.java', async () => {
    await withWorker(
      'java core-application worker',
      'java',
      java('com.example.orders.OrderWorker'),
      {},
      async (worker) => {
        const r = await run('java', java('com.example.orders.StartOrder'), {env, worker, timeout: 90_000});
        check(r.code === 0, describeRun(r, worker));
        expectOut(r.out, /^Reservation: \S+/m, 'the reservation the Workflow returns');
        orderRan = true;
      },
    );
  });

  await test('examples/java/src/test/java/com/example/orders/OrderReplayTest.java', async () => {
    check(orderRan, 'needs the history of the core application run above, which failed');
    const dir = path.join(TMP, 'java-replay');
    fs.mkdirSync(path.join(dir, 'src', 'test', 'resources'), {recursive: true});
    // The page's export command, kept under src/test/resources as the page says.
    await recordHistory(
      'temporal workflow show --workflow-id order-1001 --output json > order-1001.json',
      path.join(dir, 'src', 'test', 'resources'),
    );
    const r = await run('java', java('live.ReplayCheck'), {cwd: dir, env, timeout: 90_000});
    check(r.code === 0, describeRun(r));
    expectOut(r.out, /^OrderReplayTest\.replaysProductionHistory passed$/m, 'the replay test passing');
    expectOut(
      r.out,
      /^changed Workflow rejected: .*/m,
      'the changed Workflow (examples/java/src/test/java/live/ChangedOrderWorkflowImpl.java) rejected',
    );
  });

  await test('examples/java/src/main/java/com/example/cart/CartClient.java', async () => {
    await withWorker(
      'java cart worker',
      'java',
      java('live.LiveWorker', ['com.example.cart.CartWorkflowImpl', 'live.PricingActivitiesImpl']),
      {},
      async (worker) => {
        const r = await run('java', java('com.example.cart.CartClient'), {env, worker, timeout: 90_000});
        check(r.code === 0, describeRun(r, worker));
        for (const [re, what] of /** @type {[RegExp, string][]} */ ([
          [/^Items in cart: 1$/m, 'the Update result'],
          [/^Rejected: .*sku is required/m, "the validator's rejection"],
          [/^Update \S+ result 2$/m, 'the started Update and its result'],
          [/^\[SKU-1, SKU-2\]$/m, 'the Query result'],
        ]))
          expectOut(r.out, re, what);
        const res = await temporal(['workflow', 'result', '--workflow-id', 'cart-alice', '--output', 'json'], 30_000);
        check(
          res.code === 0 && /SKU-1[\s\S]*SKU-2/.test(res.out),
          `cart-alice did not complete with both items after the checkout Signal:\n${describeRun(res)}`,
        );
        const s = await run('java', java('com.example.cart.SignalWithStart'), {env, worker, timeout: 90_000});
        check(s.code === 0, describeRun(s, worker));
        const bob = await temporal(['workflow', 'result', '--workflow-id', 'cart-bob', '--output', 'json'], 30_000);
        check(bob.code === 0, `cart-bob (Signal-with-Start with checkout) did not complete:\n${describeRun(bob)}`);
      },
    );
  });

  await test('examples/java/src/main/java/com/example/reports/ManageSchedule.java', async () => {
    await withWorker(
      'java reports worker',
      'java',
      java('live.LiveWorker', ['live.ReportWorkflowImpl']),
      {},
      async (worker) => {
        const c = await run('java', java('com.example.reports.CreateReportSchedule'), {env, worker, timeout: 90_000});
        check(c.code === 0, describeRun(c, worker));
        expectOut(c.out, /^Created sales-report-schedule$/m, 'the created Schedule');
        const m = await run('java', java('com.example.reports.ManageSchedule'), {env, worker, timeout: 90_000});
        check(m.code === 0, describeRun(m, worker));
        expectOut(m.out, /^Next runs: \[/m, 'the next action times');
        expectOut(m.out, /^sales-report-schedule$/m, 'the listed Schedule');
        // trigger() and the one-day backfill of a week ago each started ReportWorkflow runs.
        const runs = await scheduledRunsClosed('sales-report-schedule', 2);
        check(
          runs.some((w) => /T\d\d:\d\d:\d\dZ$/.test(w.execution.workflowId)),
          'no run of the Schedule',
        );
      },
    );
  });
  timings.java = (Date.now() - t) / 1000;
}
let javaBuildSeconds = 0;

// =============================================================================================
// Commands from the pages' code blocks.

/**
 * The first command of a page's bash blocks that matches `re` (continuation lines joined), with the
 * page and line that show it.
 * @param {string} page @param {RegExp} re
 */
function pageCommand(page, re) {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  for (const b of codeBlocksIn(text, page).filter((x) => ['bash', 'sh', 'shell', 'console'].includes(x.lang))) {
    const lines = b.body.split('\n');
    for (let i = 0; i < lines.length; i++) {
      let command = lines[i].replace(/^\$\s+/, '');
      let j = i;
      while (/\\\s*$/.test(command) && j + 1 < lines.length)
        command = `${command.replace(/\\\s*$/, '')} ${lines[++j].trim()}`;
      command = command.replace(/\s+/g, ' ').trim();
      if (re.test(command)) return {command, where: `${page}:${b.line + 1 + i}`};
      i = j;
    }
  }
  throw new Fail(`${page} shows no command matching ${re}`);
}

/** Runs a command line as a reader would paste it, with the pinned temporal on PATH. @param {string} command @param {string} [cwd] */
function shell(command, cwd = TMP) {
  const bin = /** @type {{bin: string}} */ (server).bin;
  return run('bash', ['-c', command], {
    cwd,
    env: {...serverEnv(), PATH: `${path.dirname(bin)}:${process.env.PATH}`},
    timeout: 60_000,
  });
}

/**
 * One result per page command: runs the page's command as written, asserts exit 0, then `verify`.
 * @param {string} page @param {RegExp} re @param {(out: string) => Promise<void> | void} [verify]
 */
async function pageStep(page, re, verify) {
  /** @type {{command: string, where: string}} */
  let block;
  try {
    block = pageCommand(page, re);
  } catch (e) {
    failed(`${page} ${re}`, /** @type {Error} */ (e).message);
    return;
  }
  const words = block.command.split(' ').slice(0, 3).join(' ');
  await test(`${block.where} ${words}`, async () => {
    const r = await shell(block.command);
    check(r.code === 0, describeRun(r));
    try {
      await verify?.(r.out);
    } catch (e) {
      if (e instanceof Fail) throw new Fail(`$ ${block.command}\n${e.message}`);
      throw e;
    }
  });
}

/** Waits until an execution's history has `n` events of a type. @param {string} id @param {string} type @param {number} n */
const eventCount = (id, type, n) =>
  waitFor(`${n} × ${type} in ${id}'s history`, async () => {
    const h = await history(id);
    return h.events.filter((e) => e.eventType === `EVENT_TYPE_${type}`).length >= n ? h : null;
  });

async function cliTests() {
  if (!(await buildTypescriptOnce())) return;
  const t = Date.now();
  const node = process.execPath;
  // The Search Attribute that the page's start command sets must exist in the Namespace first.
  const sa = await temporal(['operator', 'search-attribute', 'create', '--name', 'CustomerId', '--type', 'Keyword']);
  if (sa.code !== 0) {
    failed('temporal operator search-attribute create --name CustomerId --type Keyword', describeRun(sa));
    return;
  }
  // The Workflow Types the pages' commands name (OrderWorkflow, ReportWorkflow) run on a Worker.
  const worker = new Proc('cli worker', node, tsArgs('live/worker.js', ['live/cli']), {env: serverEnv()});
  try {
    const WF = 'docs/cli/workflow.mdx';
    const id = 'order-1001';
    await pageStep(WF, /^temporal workflow start .*--workflow-id order-1001/, async (out) => {
      // "printing the Workflow ID and Run ID"
      expectOut(out, /WorkflowId\s+order-1001/, 'the Workflow ID');
      expectOut(out, /RunId\s+[0-9a-f-]{36}/, 'the Run ID');
      await eventCount(id, 'WORKFLOW_TASK_COMPLETED', 1);
    });
    await pageStep(WF, /^temporal workflow describe --workflow-id order-1001$/, (out) => {
      for (const [re, what] of /** @type {[RegExp, string][]} */ ([
        [/Type\s+OrderWorkflow/, 'the Workflow Type'],
        [/TaskQueue\s+my-task-queue/, 'the Task Queue'],
        [/StartTime\s+\S/, 'the start time'],
        [/SearchAttributes\s+.*CustomerId/, 'the Search Attributes'],
        [/Pending Activities: 0/, 'the pending Activities'],
        [/Pending Child Workflows: 0/, 'the pending Child Workflows'],
      ]))
        expectOut(out, re, what);
    });
    await pageStep(WF, /^temporal workflow describe --workflow-id order-1001 --reset-points$/, (out) => {
      expectOut(out, /Auto Reset Points: 1/, 'the one automatic reset point');
      check(!/Execution Info/.test(out), `--reset-points printed more than the reset points:\n${out}`);
    });
    await pageStep(WF, /^temporal workflow signal --workflow-id order-1001 --name addItem/, async () => {
      const h = await eventCount(id, 'WORKFLOW_TASK_COMPLETED', 2);
      const sig = h.events.find((e) => e.eventType === 'EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED');
      check(
        sig?.workflowExecutionSignaledEventAttributes?.signalName === 'addItem',
        `no addItem Signal recorded in the Event History`,
      );
    });
    await pageStep(WF, /^temporal workflow signal --query .*--name customerUpdated/, async (out) => {
      expectOut(out, /Started batch for job ID: \S+/, 'the batch job ID');
      const h = await eventCount(id, 'WORKFLOW_TASK_COMPLETED', 3);
      const names = h.events
        .filter((e) => e.eventType === 'EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED')
        .map((e) => e.workflowExecutionSignaledEventAttributes.signalName);
      check(names.join() === 'addItem,customerUpdated', `Signals recorded: ${names.join(', ')}`);
    });
    await pageStep(WF, /^temporal workflow query --workflow-id order-1001 --name getStatus$/, (out) => {
      // "Runs a Query handler and prints its answer": the state after both Signals.
      expectOut(
        out,
        '{"customerUpdates":1,"items":[{"quantity":2,"sku":"A-17"}],"orderId":"1001"}',
        "the Query handler's answer",
      );
    });
    await pageStep(WF, /^temporal workflow cancel --workflow-id order-1001$/, async () => {
      const h = await eventCount(id, 'WORKFLOW_EXECUTION_CANCELED', 1);
      check(
        h.events.some((e) => e.eventType === 'EVENT_TYPE_WORKFLOW_EXECUTION_CANCEL_REQUESTED'),
        'no WorkflowExecutionCancelRequested event',
      );
      // describe of a closed execution: its status and result instead of the pending work.
      const d = await shell(pageCommand(WF, /^temporal workflow describe --workflow-id order-1001$/).command);
      expectOut(d.out, /Status\s+CANCELED/, "the closed execution's status in describe");
    });
    const before = await history(id);
    const e12 = before.events.find((e) => e.eventId === '12')?.eventType;
    check(
      e12 === 'EVENT_TYPE_WORKFLOW_TASK_COMPLETED',
      `event 12 of order-1001 is ${e12}, not the Workflow Task completion the page's reset example needs`,
    );
    const oldRun = await temporal(['workflow', 'describe', '--workflow-id', id, '--output', 'json']);
    const oldRunId = parseJson(oldRun.out).workflowExecutionInfo?.execution?.runId;
    await pageStep(WF, /^temporal workflow reset --workflow-id order-1001 --event-id 12/, async () => {
      const d = parseJson((await temporal(['workflow', 'describe', '--workflow-id', id, '--output', 'json'])).out);
      const info = d.workflowExecutionInfo;
      check(info?.execution?.runId !== oldRunId, 'no new run after the reset');
      check(info?.status === 'WORKFLOW_EXECUTION_STATUS_RUNNING', `the new run is ${info?.status}`);
      // The new run replayed the history up to event 12, Signals included.
      const q = await temporal(['workflow', 'query', '--workflow-id', id, '--name', 'getStatus']);
      expectOut(q.out, '"items":[{"quantity":2,"sku":"A-17"}]', 'the Signals before the reset point, in the new run');
      const h = await history(id);
      const failedTask = h.events.find(
        (e) => e.eventType === 'EVENT_TYPE_WORKFLOW_TASK_FAILED',
      )?.workflowTaskFailedEventAttributes;
      check(
        failedTask?.cause === 'WORKFLOW_TASK_FAILED_CAUSE_RESET_WORKFLOW' &&
          String(failedTask?.failure?.message).endsWith('rerun after fixing tax calculation'),
        `the reset and its reason are not in the new run's history: ${JSON.stringify(failedTask)}`,
      );
    });
    await pageStep(
      WF,
      /^temporal workflow terminate --workflow-id order-1001 --reason "duplicate order"$/,
      async () => {
        const h = await eventCount(id, 'WORKFLOW_EXECUTION_TERMINATED', 1);
        check(
          h.events.at(-1)?.workflowExecutionTerminatedEventAttributes?.reason === 'duplicate order',
          'the termination reason is not recorded',
        );
      },
    );

    const SP = 'docs/cli/schedule.mdx';
    const sid = 'nightly-report';
    const describeSchedule = async () => {
      const r = await temporal(['schedule', 'describe', '--schedule-id', sid, '--output', 'json']);
      check(r.code === 0, describeRun(r));
      return parseJson(r.out);
    };
    await pageStep(SP, /^temporal schedule create --schedule-id nightly-report/, async () => {
      const d = await describeSchedule();
      const spec = d.schedule?.spec;
      check(spec?.timezoneName === 'America/New_York', `time zone ${spec?.timezoneName}`);
      check(
        JSON.stringify(spec?.structuredCalendar ?? spec?.cronString ?? '').includes('"hour":[{"start":2'),
        `the cron '0 2 * * *' is not 02:00: ${JSON.stringify(spec)}`,
      );
      check(
        d.schedule?.policies?.overlapPolicy === 'SCHEDULE_OVERLAP_POLICY_BUFFER_ONE',
        `overlap policy ${d.schedule?.policies?.overlapPolicy}`,
      );
    });
    await pageStep(SP, /^temporal schedule describe --schedule-id nightly-report$/, (out) => {
      for (const [re, what] of /** @type {[RegExp, string][]} */ ([
        [/Spec\s+\[.*"hour":"2"/, 'the specification'],
        [/Action\s+.*"Workflow":"ReportWorkflow"/, 'the action'],
        [/OverlapPolicy\s+BufferOne/, 'the policies'],
        [/Paused\s+false/, 'the state'],
        [/RunningWorkflows\s/, 'the running Workflows'],
        [/NextRunTime\s+\S/, 'the next action time'],
      ]))
        expectOut(out, re, what);
    });
    await pageStep(SP, /^temporal schedule list --long$/, (out) =>
      expectOut(out, /nightly-report\s+\{"Workflow":"ReportWorkflow"\}/, 'the Schedule and its action'),
    );
    await pageStep(SP, /^temporal schedule toggle --schedule-id nightly-report --pause/, async () => {
      const d = await describeSchedule();
      check(d.schedule?.state?.paused === true, 'the Schedule is not paused');
      check(
        d.schedule?.state?.notes === 'database maintenance',
        `the reason is not in the notes: ${d.schedule?.state?.notes}`,
      );
    });
    await pageStep(SP, /^temporal schedule toggle --schedule-id nightly-report --unpause/, async () => {
      check((await describeSchedule()).schedule?.state?.paused !== true, 'the Schedule is still paused');
    });
    await pageStep(SP, /^temporal schedule trigger --schedule-id nightly-report/, async () => {
      await scheduledRunsClosed(sid, 1);
      // The page's way to find the runs: temporal workflow list --query 'TemporalScheduledById="nightly-report"'
      const l = await shell(`temporal workflow list --query 'TemporalScheduledById="nightly-report"'`);
      check(l.code === 0, describeRun(l));
      expectOut(
        l.out,
        /Completed\s+nightly-report-\d{4}-\d\d-\d\dT\S+Z\s+ReportWorkflow/,
        'the triggered run, its ID extended with the scheduled time',
      );
    });
    await pageStep(SP, /^temporal schedule backfill --schedule-id nightly-report/, async () => {
      const runs = await scheduledRunsClosed(sid, 8);
      const ids = runs
        .map((w) => w.execution.workflowId)
        .filter((w) => w.startsWith('nightly-report-2025-05-'))
        .sort();
      const want = [1, 2, 3, 4, 5, 6, 7].map((d) => `nightly-report-2025-05-0${d}T06:00:00Z`);
      check(
        ids.join() === want.join(),
        `the backfill started ${ids.join(', ')}; expected one run at 02:00 New York time each day: ${want.join(', ')}`,
      );
    });
    await pageStep(SP, /^temporal schedule update --schedule-id nightly-report/, async () => {
      const spec = (await describeSchedule()).schedule?.spec;
      check(
        JSON.stringify(spec).includes('"hour":[{"start":3'),
        `the update did not move the Schedule to 03:00: ${JSON.stringify(spec)}`,
      );
    });
    await pageStep(SP, /^temporal schedule delete --schedule-id nightly-report$/, async (out) => {
      expectOut(out, 'Schedule deleted', 'the confirmation');
      const d = await temporal(['schedule', 'describe', '--schedule-id', sid]);
      check(d.code !== 0, 'the Schedule still exists');
    });
    await pageStep(SP, /^temporal workflow terminate --query 'TemporalScheduledById="nightly-report"/, (out) =>
      expectOut(out, /Started batch for job ID: \S+/, 'the batch job ID'),
    );
    check(worker.running, `the CLI pages' Worker exited ${worker.code}:\n${worker.tail()}`);
  } catch (e) {
    failed(
      'docs/cli (live sequence)',
      `${e instanceof Fail ? e.message : /** @type {Error} */ (e).stack}\nWorker:\n${worker.tail()}`,
    );
  } finally {
    await worker.stop();
  }
  timings.cli = (Date.now() - t) / 1000;
}

// =============================================================================================
// Main.

async function main() {
  if (!(await startServer())) return;
  const address = /** @type {{address: string}} */ (server).address;
  // Builds run in the background while the TypeScript and Python tests mostly wait on the server.
  const goBuilt = wanted('go')
    ? (async () => {
        const t = Date.now();
        const r = await buildGo(address).catch((e) => ({ok: false, error: String(e.stack ?? e)}));
        goBuildSeconds = (Date.now() - t) / 1000;
        return r;
      })()
    : null;
  const javaBuilt = wanted('java')
    ? (async () => {
        const t = Date.now();
        const r = await buildJava(address).catch((e) => ({ok: false, error: String(e.stack ?? e)}));
        javaBuildSeconds = (Date.now() - t) / 1000;
        return r;
      })()
    : null;
  try {
    if (wanted('typescript')) await typescriptTests();
    if (wanted('python')) await pythonTests();
    if (wanted('cookbook')) await cookbookTests();
    if (wanted('cli')) await cliTests();
    if (goBuilt) await goTests(goBuilt);
    if (javaBuilt) await javaTests(javaBuilt);
  } finally {
    const t = Date.now();
    await serverProc?.stop(15_000);
    timings['server stop'] = (Date.now() - t) / 1000;
  }
}

await main().catch((e) => failed('live runs (script error)', /** @type {Error} */ (e).stack ?? String(e)));
killAll();
timings.total = (Date.now() - STARTED) / 1000;
const summary = [
  ...Object.entries(timings).map(([k, v]) => `${k} ${v.toFixed(1)} s`),
  ...(pythonExitAborts ? [`${pythonExitAborts} Python exit abort(s) tolerated`] : []),
].join(', ');
console.log(`live runs: ${summary}`);
process.exit(finish(LABEL, results, `(${summary})`));
