// @ts-check
// The Python environment every Python check shares: examples/python/.venv, with the packages pinned
// in examples/python/requirements.txt. Created on the first run and reused while requirements.txt
// and the interpreter are unchanged (a stamp in the venv records their hash). Used by
// scripts/samples/python.mjs (pyright) and scripts/checks/cookbook.mjs (pytest).
//
// The AI Cookbook's shared module (examples/ai-cookbook/shared, which every recipe's
// requirements.txt installs with `-e ../shared`) is made importable in the venv the same way an
// editable install does it: a .pth file in site-packages that names the folder. It is written on
// every call, so a venv made before the module existed gets it too.
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './lib.mjs';

export const REQUIREMENTS = path.join(ROOT, 'examples', 'python', 'requirements.txt');
export const VENV = path.join(ROOT, 'examples', 'python', '.venv');
export const PYTHON = path.join(VENV, 'bin', 'python');
export const COOKBOOK_SHARED = path.join(ROOT, 'examples', 'ai-cookbook', 'shared');
const STAMP = path.join(VENV, '.requirements.sha256');
const rel = (/** @type {string} */ p) => path.relative(ROOT, p);

/**
 * Creates or reuses the venv. `log` receives a line when packages are being installed.
 * @param {(line: string) => void} [log]
 * @returns {{ok: true, python: string, note: 'installed' | 'reused', seconds: number} | {ok: false, message: string}}
 */
export function ensureVenv(log = (l) => console.log(l)) {
  const t0 = Date.now();
  const hostPython = spawnSync('python3', ['-c', 'import sys; print(sys.version)'], {encoding: 'utf8'});
  if (hostPython.error || hostPython.status !== 0) {
    return {
      ok: false,
      message:
        'python3 is not installed: install Python 3.10 or later with pip and venv (Debian: apt-get install python3 python3-venv python3-pip)',
    };
  }
  const want = crypto
    .createHash('sha256')
    .update(fs.readFileSync(REQUIREMENTS))
    .update(hostPython.stdout.trim())
    .digest('hex');
  const have = fs.existsSync(STAMP) && fs.existsSync(PYTHON) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
  /** @type {'installed' | 'reused'} */
  let note = 'reused';
  if (have !== want) {
    note = 'installed';
    log(`installing ${rel(REQUIREMENTS)} into ${rel(VENV)} …`);
    fs.rmSync(VENV, {recursive: true, force: true});
    const steps = [
      ['python3', ['-m', 'venv', VENV], 'python3 -m venv failed (Debian: apt-get install python3-venv)'],
      [
        PYTHON,
        ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', REQUIREMENTS],
        'pip install failed',
      ],
    ];
    for (const [cmd, args, what] of /** @type {[string, string[], string][]} */ (steps)) {
      const r = spawnSync(cmd, args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
      if (r.status !== 0) {
        return {ok: false, message: `${what}:\n${`${r.stdout}${r.stderr}`.trim().split('\n').slice(-30).join('\n')}`};
      }
    }
    fs.writeFileSync(STAMP, `${want}\n`);
  }
  const site = spawnSync(PYTHON, ['-c', 'import sysconfig; print(sysconfig.get_paths()["purelib"])'], {
    encoding: 'utf8',
  });
  if (site.status !== 0) return {ok: false, message: `${rel(PYTHON)} cannot report its site-packages:\n${site.stderr}`};
  fs.writeFileSync(path.join(site.stdout.trim(), 'ai_cookbook_shared.pth'), `${COOKBOOK_SHARED}\n`);
  return {ok: true, python: PYTHON, note, seconds: (Date.now() - t0) / 1000};
}
