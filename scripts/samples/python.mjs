#!/usr/bin/env node
// @ts-check
// Python samples: every python/py block on the site is filled from a file under examples/python or
// examples/ai-cookbook (or carries a reasoned nocheck), and pyright type-checks every .py file there
// against the pinned packages of examples/python/requirements.txt, installed into
// examples/python/.venv (created on the first run, reused while requirements.txt is unchanged).
// Mode: pyright `basic`, with unknown attributes, wrong calls and arguments, and unresolved imports
// as errors, so that `workflow.unsafe.is_sandboxed()` or a misspelt keyword argument fails.
// Each directory of samples is its own execution root (as `python worker.py` run there would be),
// so `from workflows import X` resolves to the sibling file; a folder with __init__.py is a package
// of the sample around it (`from app.codec import X`). One test per .py file.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, blockCoverage, finish, haveTool, walk} from './lib.mjs';
import {COOKBOOK_SHARED, REQUIREMENTS, VENV, ensureVenv} from './python-venv.mjs';

const LABEL = 'python samples';
const SAMPLE_DIRS = ['examples/python', 'examples/ai-cookbook'].map((d) => path.join(ROOT, d));
const PYRIGHT = path.join(ROOT, 'node_modules', 'pyright', 'index.js');

const {results, nocheck, blocks} = blockCoverage(['python', 'py']);
const summary = () => `(nocheck ${nocheck} of ${blocks.length} blocks)`;
const rel = (/** @type {string} */ p) => path.relative(ROOT, p);

// A block's file and region exist (the build would fail on them; this says so sooner).
for (const b of blocks.filter((x) => x.file)) {
  const abs = path.join(ROOT, /** @type {string} */ (b.file));
  const name = `${b.page}:${b.line} file=${b.file}${b.region ? `#${b.region}` : ''}`;
  if (!fs.existsSync(abs)) results.push({name, ok: false, message: `${b.file} does not exist`});
  else if (b.region && !new RegExp(`^\\s*#\\s*region:\\s*${b.region}\\s*$`, 'm').test(fs.readFileSync(abs, 'utf8'))) {
    results.push({name, ok: false, message: `${b.file} has no "# region: ${b.region}" line`});
  }
}

// Every AI Cookbook recipe's requirements.txt (what its reader installs) pins the versions checked here.
// The one other line a recipe may have is `-e ../shared`, the cookbook's shared module (see
// scripts/samples/python-venv.mjs), which must resolve to that folder.
/** @param {string} file */
const pins = (file) =>
  new Map(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean)
      .filter(
        (l) =>
          !(
            file !== REQUIREMENTS &&
            /^-e\s+\S+$/.test(l) &&
            path.resolve(path.dirname(file), l.split(/\s+/)[1]) === COOKBOOK_SHARED
          ),
      )
      .map((l) => {
        const m = l.match(/^([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?\s*==\s*(\S+)$/);
        return /** @type {[string, string]} */ (m ? [m[1].toLowerCase().replace(/_/g, '-'), m[2]] : [l, '']);
      }),
  );
const pinned = pins(REQUIREMENTS);
for (const [name, version] of pinned) {
  if (!version)
    results.push({name: rel(REQUIREMENTS), ok: false, message: `"${name}" is not pinned exactly (name==version)`});
}
for (const file of walk(path.join(ROOT, 'examples', 'ai-cookbook'), (f) => path.basename(f) === 'requirements.txt')) {
  const wrong = [...pins(file)]
    .filter(([name, version]) => pinned.get(name) !== version)
    .map(
      ([name, version]) =>
        `${name}==${version || '(unpinned)'}: examples/python/requirements.txt pins ${pinned.has(name) ? `${name}==${pinned.get(name)}` : 'no such package'}`,
    );
  results.push({name: rel(file), ok: wrong.length === 0, message: wrong.join('\n')});
}

const pyFiles = SAMPLE_DIRS.flatMap((d) => walk(d, (f) => f.endsWith('.py')));

if (
  !haveTool(
    'python3',
    ['--version'],
    'install Python 3.10 or later with pip and venv (Debian: apt-get install python3 python3-venv python3-pip)',
  )
) {
  results.push({
    name: 'python3',
    ok: false,
    message: 'python3 is not installed: install Python 3.10 or later with pip and venv',
  });
  process.exit(finish(LABEL, results, summary()));
}
if (!fs.existsSync(PYRIGHT)) {
  results.push({name: 'pyright', ok: false, message: 'node_modules/pyright is missing: run npm install'});
  process.exit(finish(LABEL, results, summary()));
}

// The venv: reinstalled from scratch only when requirements.txt (or the interpreter) changes.
const venv = ensureVenv((line) => console.log(`python samples: ${line}`));
if (!venv.ok) {
  results.push({name: rel(VENV), ok: false, message: venv.message});
  process.exit(finish(LABEL, results, summary()));
}
const {python, note: venvNote, seconds: venvSeconds} = venv;

// One execution environment per sample root: the nearest folder, at or above a file's own, that is
// not a package (has no __init__.py). Deepest roots first: pyright uses the first root that matches.
const roots = new Set(
  pyFiles.map((f) => {
    let dir = path.dirname(f);
    while (fs.existsSync(path.join(dir, '__init__.py'))) dir = path.dirname(dir);
    return dir;
  }),
);
const pyVersion = spawnSync(python, ['-c', 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")'], {
  encoding: 'utf8',
}).stdout.trim();
// The configuration is generated into the venv folder (gitignored); pyright wants its paths relative.
const configFile = path.join(VENV, 'pyrightconfig.samples.json');
const fromConfig = (/** @type {string} */ p) => path.relative(VENV, p);
const config = {
  include: SAMPLE_DIRS.map(fromConfig),
  exclude: ['**/.venv', '**/__pycache__'],
  venvPath: '..',
  venv: path.basename(VENV),
  pythonVersion: pyVersion,
  pythonPlatform: 'Linux',
  typeCheckingMode: 'basic',
  reportMissingImports: 'error',
  reportMissingModuleSource: 'error',
  reportAttributeAccessIssue: 'error',
  reportCallIssue: 'error',
  reportArgumentType: 'error',
  reportUndefinedVariable: 'error',
  reportPossiblyUnboundVariable: 'error',
  reportUnboundVariable: 'error',
  executionEnvironments: [...roots]
    .sort((a, b) => b.split(path.sep).length - a.split(path.sep).length)
    .map((root) => ({root: fromConfig(root)})),
};
fs.writeFileSync(configFile, JSON.stringify(config, null, 2));

const t1 = Date.now();
const run = spawnSync('node', [PYRIGHT, '-p', configFile, '--outputjson'], {
  cwd: ROOT,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const checkSeconds = (Date.now() - t1) / 1000;
/** @type {{generalDiagnostics?: {file: string, severity: string, message: string, rule?: string, range: {start: {line: number, character: number}}}[], summary?: {filesAnalyzed: number}}} */
let report = {};
try {
  report = JSON.parse(run.stdout);
} catch {
  results.push({
    name: 'pyright',
    ok: false,
    message: `pyright gave no JSON report (exit ${run.status}):\n${`${run.stdout}${run.stderr}`.trim().slice(0, 4000)}`,
  });
  process.exit(finish(LABEL, results, summary()));
}
/** @type {Map<string, string[]>} */
const errors = new Map();
for (const d of report.generalDiagnostics ?? []) {
  if (d.severity !== 'error') continue;
  const file = rel(d.file);
  const where = `${file}:${d.range.start.line + 1}:${d.range.start.character + 1}`;
  errors.set(file, [
    ...(errors.get(file) ?? []),
    `${where}: ${d.message.replace(/\n\s*/g, ' ')}${d.rule ? ` (${d.rule})` : ''}`,
  ]);
}
for (const file of pyFiles.map(rel)) {
  const errs = errors.get(file);
  results.push({name: file, ok: !errs, message: errs?.join('\n')});
}
for (const [file, errs] of errors) {
  if (!pyFiles.map(rel).includes(file)) results.push({name: file, ok: false, message: errs.join('\n')});
}
// Guard against a configuration that silently checks nothing.
const analysed = report.summary?.filesAnalyzed ?? 0;
results.push({
  name: 'pyright analysed every sample file',
  ok: analysed === pyFiles.length,
  message: `pyright analysed ${analysed} files; there are ${pyFiles.length} .py files under examples/python and examples/ai-cookbook`,
});
console.log(
  `python samples: venv ${venvNote} in ${venvSeconds.toFixed(1)} s; pyright ${config.typeCheckingMode} over ${pyFiles.length} files in ${checkSeconds.toFixed(1)} s`,
);
process.exit(finish(LABEL, results, summary()));
