#!/usr/bin/env node
// @ts-check
// TypeScript samples: every ts/typescript block on the site is filled from a file under
// examples/typescript (or carries a reasoned nocheck), and `tsc -p examples/typescript` type-checks
// every such file against the pinned @temporalio/* packages. One test per file.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {ROOT, blockCoverage, finish, walk} from './lib.mjs';

const {results, nocheck, blocks} = blockCoverage(['ts', 'typescript', 'tsx']);
const dir = path.join(ROOT, 'examples', 'typescript');
const tsc = spawnSync('npx', ['tsc', '-p', dir, '--pretty', 'false'], {cwd: ROOT, encoding: 'utf8'});
/** @type {Map<string, string[]>} */
const errors = new Map();
for (const line of `${tsc.stdout}\n${tsc.stderr}`.split('\n')) {
  const m = line.match(/^(.+?\.tsx?)\(\d+,\d+\): error/);
  if (m) {
    const file = path.relative(ROOT, path.resolve(ROOT, m[1]));
    errors.set(file, [...(errors.get(file) ?? []), line]);
  }
}
const files = walk(dir, (f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).map((f) => path.relative(ROOT, f));
for (const file of files) {
  const errs = errors.get(file);
  results.push({name: file, ok: !errs, message: errs?.join('\n')});
}
if (tsc.status !== 0 && errors.size === 0) {
  results.push({name: 'tsc -p examples/typescript', ok: false, message: `${tsc.stdout}${tsc.stderr}`.trim()});
}
process.exit(finish('typescript samples', results, `(nocheck ${nocheck} of ${blocks.length} blocks)`));
