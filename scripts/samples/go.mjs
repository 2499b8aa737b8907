#!/usr/bin/env node
// @ts-check
// Go samples: every go/golang block on the site is filled from a file under examples/go (or carries
// a reasoned nocheck), and the module examples/go, which pins go.temporal.io/sdk in its go.mod, passes
// `go vet ./...` and `go build ./...`. One test per .go file, plus one per block whose file= or
// #region is missing.
//
// `go vet` type-checks every package together with its _test.go files and runs the standard
// analyzers, so the test samples are compiled without linking a test binary per package (which
// `go test -run XXX_NONE ./...` would do, at several times the cost). `go build` then compiles the
// non-test code the way a reader's `go build` or `go run` would.
//
// Modules come from the Go module proxy into Go's module cache (outside the repository): the first
// run downloads them, later runs reuse the cache. go.sum is committed, so nothing rewrites go.mod.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, blockCoverage, finish, haveTool, walk} from './lib.mjs';

const dir = path.join(ROOT, 'examples', 'go');
const {results, nocheck, blocks} = blockCoverage(['go', 'golang']);

// A block's file must exist under examples/go and hold the region it names.
for (const b of blocks.filter((x) => x.file)) {
  const file = /** @type {string} */ (b.file);
  const abs = path.resolve(ROOT, file);
  const marker = (/** @type {string} */ name) =>
    new RegExp(`^\\s*//\\s*region:?\\s*${name.replace(/[.-]/g, '\\$&')}\\s*$`, 'm');
  let problem = null;
  if (!abs.startsWith(dir + path.sep) || !file.endsWith('.go'))
    problem = `file=${file} is not a .go file under examples/go`;
  else if (!fs.existsSync(abs)) problem = `file=${file} does not exist`;
  else if (b.region && !marker(b.region).test(fs.readFileSync(abs, 'utf8')))
    problem = `${file} has no "// region: ${b.region}" line`;
  if (problem) results.push({name: `${b.page}:${b.line}`, ok: false, message: problem});
}

const goMod = fs.readFileSync(path.join(dir, 'go.mod'), 'utf8');
const sdk = goMod.match(/go\.temporal\.io\/sdk (v\S+)/)?.[1] ?? '(see examples/go/go.mod)';
const goVersion = goMod.match(/^go (\S+)/m)?.[1] ?? '';
const hint = `install Go ${goVersion} or later (examples/go/go.mod pins go.temporal.io/sdk ${sdk}): https://go.dev/doc/install`;
if (!haveTool('go', ['version'], hint)) {
  results.push({name: 'go toolchain', ok: false, message: `go not found: ${hint}`});
  process.exit(finish('go samples', results, `(nocheck ${nocheck} of ${blocks.length} blocks)`));
}

/** @type {Map<string, string[]>} errors by repository-relative file */
const errors = new Map();
const env = {...process.env, GOWORK: 'off'};
for (const args of [
  ['vet', './...'],
  ['build', './...'],
]) {
  const started = Date.now();
  const run = spawnSync('go', args, {cwd: dir, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`go ${args.join(' ')}: ${run.status === 0 ? 'ok' : 'failed'} in ${seconds}s`);
  const other = [];
  for (const line of `${run.stdout ?? ''}\n${run.stderr ?? ''}`.split('\n')) {
    const m = line.match(/^(?:vet: )?(\S+?\.go):(\d+)(?::\d+)?: (.*)$/);
    const abs = m ? path.resolve(dir, m[1]) : null;
    if (m && abs && abs.startsWith(dir + path.sep)) {
      const file = path.relative(ROOT, abs);
      const message = `${path.relative(dir, abs)}:${line.slice(line.indexOf(m[1]) + m[1].length + 1)}`;
      if (!(errors.get(file) ?? []).includes(message)) errors.set(file, [...(errors.get(file) ?? []), message]);
    } else if (line.trim() && !line.startsWith('#') && !line.startsWith('go: downloading')) {
      other.push(line);
    }
  }
  if (run.error || (run.status !== 0 && other.length)) {
    // A failure that names no sample file: the module, a download, or the toolchain.
    results.push({
      name: `go ${args.join(' ')} (examples/go)`,
      ok: false,
      message: run.error ? String(run.error) : other.join('\n'),
    });
  }
}

for (const file of walk(dir, (f) => f.endsWith('.go')).map((f) => path.relative(ROOT, f))) {
  const errs = errors.get(file);
  results.push({name: file, ok: !errs, message: errs?.join('\n')});
}
process.exit(finish('go samples', results, `(nocheck ${nocheck} of ${blocks.length} blocks)`));
