#!/usr/bin/env node
// @ts-check
// Builds the command-line tools the docs describe, at the versions pinned in
// scripts/tools/versions.json, into .tools/bin (gitignored) with the ordinary
// `go install <package>@<version>` from the Go module proxy. A tool whose binary already carries
// the pinned module version (read with `go version -m`) is not built again, so a second run takes
// a second. Prints how long each build took.
//
//   node scripts/tools/install.mjs            # every pinned tool
//   node scripts/tools/install.mjs temporal   # only the named ones
//
// Other scripts import ensureTools() and get the binaries' paths, or the one-line reason why not.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const BIN = path.join(ROOT, '.tools', 'bin');
export const PINS = /** @type {Record<string, {module: string, package: string, version: string}>} */ (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'tools', 'versions.json'), 'utf8'))
);

/** The module version a Go binary was built from, or null. @param {string} bin */
function builtVersion(bin) {
  if (!fs.existsSync(bin)) return null;
  const r = spawnSync('go', ['version', '-m', bin], {encoding: 'utf8'});
  const m = r.stdout?.match(/^\s*mod\s+(\S+)\s+(\S+)/m);
  return m ? {module: m[1], version: m[2]} : null;
}

/**
 * Installs the named tools (all pinned tools by default). Returns the binaries' paths, or an
 * error line that names what is missing.
 * @param {string[]} [names]
 * @param {(line: string) => void} [log]
 * @returns {{ok: true, bins: Record<string, string>} | {ok: false, error: string}}
 */
export function ensureTools(names = Object.keys(PINS), log = (l) => console.log(l)) {
  const go = spawnSync('go', ['version'], {encoding: 'utf8'});
  if (go.error || go.status !== 0) {
    return {
      ok: false,
      error:
        'go not found: install Go 1.25 or later (https://go.dev/dl) to build the pinned temporal and tcld binaries',
    };
  }
  fs.mkdirSync(BIN, {recursive: true});
  /** @type {Record<string, string>} */
  const bins = {};
  for (const name of names) {
    const pin = PINS[name];
    if (!pin) return {ok: false, error: `no pin for ${name} in scripts/tools/versions.json`};
    const bin = path.join(BIN, name);
    const have = builtVersion(bin);
    if (have && have.module === pin.module && have.version === pin.version) {
      log(`${name} ${pin.version}: already installed (${path.relative(ROOT, bin)})`);
      bins[name] = bin;
      continue;
    }
    log(`${name} ${pin.version}: go install ${pin.package}@${pin.version} …`);
    const start = Date.now();
    const r = spawnSync('go', ['install', `${pin.package}@${pin.version}`], {
      encoding: 'utf8',
      // GOTOOLCHAIN=local: a release that needs a newer Go fails here instead of fetching one.
      env: {...process.env, GOBIN: BIN, GOTOOLCHAIN: 'local'},
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = Math.round((Date.now() - start) / 1000);
    const after = builtVersion(bin);
    if (r.status !== 0 || !after || after.version !== pin.version) {
      const why = `${r.stderr ?? ''}${r.stdout ?? ''}`.trim().split('\n').slice(-6).join('\n');
      return {ok: false, error: `go install ${pin.package}@${pin.version} failed after ${seconds} s:\n${why}`};
    }
    log(`${name} ${pin.version}: built in ${seconds} s`);
    bins[name] = bin;
  }
  if (names.includes('tcld')) {
    const r = buildTcldFlags(log);
    if (!r.ok) return r;
    bins['tcld-flags'] = r.bin;
  }
  return {ok: true, bins};
}

/**
 * scripts/tools/tcld-flags: a small program of ours that prints tcld's command tree with each
 * flag's type and whether it is required (tcld's --help shows neither), built against the same
 * pinned tcld module. Rebuilt only when its sources or the pin change.
 * @param {(line: string) => void} log
 * @returns {{ok: true, bin: string} | {ok: false, error: string}}
 */
function buildTcldFlags(log) {
  const dir = path.join(ROOT, 'scripts', 'tools', 'tcld-flags');
  const bin = path.join(BIN, 'tcld-flags');
  const gomod = fs.readFileSync(path.join(dir, 'go.mod'), 'utf8');
  const want = PINS.tcld.version;
  if (!new RegExp(`github\\.com/temporalio/tcld ${want.replace(/\./g, '\\.')}\\b`).test(gomod)) {
    return {
      ok: false,
      error: `scripts/tools/tcld-flags/go.mod does not require tcld ${want} (the pin): run \`go get github.com/temporalio/tcld@${want} && go mod tidy\` in scripts/tools/tcld-flags`,
    };
  }
  const stamp = `${bin}.stamp`;
  const key = JSON.stringify([
    want,
    ...['main.go', 'go.mod', 'go.sum'].map((f) => fs.readFileSync(path.join(dir, f), 'utf8')),
  ]);
  if (fs.existsSync(bin) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key) return {ok: true, bin};
  const start = Date.now();
  const r = spawnSync('go', ['build', '-o', bin, '.'], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=readonly'},
  });
  if (r.status !== 0) return {ok: false, error: `go build scripts/tools/tcld-flags failed:\n${r.stderr}`};
  fs.writeFileSync(stamp, key);
  log(`tcld-flags (tcld ${want}): built in ${Math.round((Date.now() - start) / 1000)} s`);
  return {ok: true, bin};
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const r = ensureTools(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
  if (!r.ok) {
    console.log(`✘ ${r.error}`);
    process.exit(1);
  }
}
