// @ts-check
// The baseline of the performance comparison: the stock Docusaurus template (create-docusaurus
// 3.8.1, classic, TypeScript), kept in .cache/bench/stock. It uses the same Docusaurus, React and
// MDX versions as this site and the same bundler flags (`experimental_faster`), so what separates
// the two builds is our content, theme and plugins. The template is created once; its packages are
// installed again only when its package.json changes (offline from the npm cache after the first
// install).
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './site.mjs';

export const STOCK_VERSION = '3.8.1';
export const STOCK_DIR = path.join(ROOT, '.cache/bench/stock');
export const STOCK_BUILD_DIR = path.join(STOCK_DIR, 'build');
const STAMP = path.join(STOCK_DIR, 'node_modules/.bench-package-hash');

/** Exact version of a package as this site's package-lock.json installs it. */
function lockedVersion(/** @type {string} */ name) {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const version = lock.packages?.[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

/**
 * The template's package.json with every range replaced by the exact version this site installs,
 * and @docusaurus/faster added. Platform packages that npm cannot resolve for every platform
 * (@swc/html) are pinned through `overrides`, as in our own package.json.
 * @param {{dependencies?: Record<string, string>, devDependencies?: Record<string, string>}} template
 * @param {(name: string) => string} [version]
 */
export function pinnedStockPackage(template, version = lockedVersion) {
  /** @param {Record<string, string> | undefined} deps */
  const pin = (deps) => Object.fromEntries(Object.keys(deps ?? {}).map((name) => [name, version(name)]));
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return {
    ...template,
    dependencies: pin({...template.dependencies, '@docusaurus/faster': ''}),
    devDependencies: pin(template.devDependencies),
    overrides: site.overrides ?? {},
  };
}

/**
 * The template's configuration with Rspack and SWC switched on as in our docusaurus.config.ts.
 * @param {string} config
 */
export function withFasterFlags(config) {
  if (/experimental_faster/.test(config)) return config;
  const patched = config.replace(/future:\s*\{/, 'future: {\n    experimental_faster: true,');
  if (patched === config) throw new Error('The stock docusaurus.config.ts has no `future` block to extend.');
  return patched;
}

/** Runs a command, printing its output only when it fails. */
function run(/** @type {string} */ cmd, /** @type {string[]} */ args, /** @type {string} */ cwd) {
  const result = spawnSync(cmd, args, {cwd, encoding: 'utf8', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * Creates (once) and installs (when its package.json changed) the stock template; returns its
 * directory. Building it is up to the caller (scripts/bench/build.mjs).
 */
export function prepareStock() {
  if (!fs.existsSync(path.join(STOCK_DIR, 'docusaurus.config.ts'))) {
    console.log(
      `Creating the stock template (create-docusaurus@${STOCK_VERSION}) in ${path.relative(ROOT, STOCK_DIR)}…`,
    );
    fs.rmSync(STOCK_DIR, {recursive: true, force: true});
    fs.mkdirSync(path.dirname(STOCK_DIR), {recursive: true});
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${STOCK_VERSION}`,
        path.basename(STOCK_DIR),
        'classic',
        '--typescript',
        '--skip-install',
      ],
      path.dirname(STOCK_DIR),
    );
    // A git checkout of its own, so that nothing in the build depends on this repository's history.
    run('git', ['init', '--quiet'], STOCK_DIR);
  }
  const packageFile = path.join(STOCK_DIR, 'package.json');
  const pinned = `${JSON.stringify(pinnedStockPackage(JSON.parse(fs.readFileSync(packageFile, 'utf8'))), null, 2)}\n`;
  if (pinned !== fs.readFileSync(packageFile, 'utf8')) fs.writeFileSync(packageFile, pinned);
  const configFile = path.join(STOCK_DIR, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const patched = withFasterFlags(config);
  if (patched !== config) fs.writeFileSync(configFile, patched);

  const hash = crypto.createHash('sha256').update(pinned).digest('hex');
  if (!fs.existsSync(STAMP) || fs.readFileSync(STAMP, 'utf8') !== hash) {
    console.log('Installing the stock template’s packages (npm install --prefer-offline)…');
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], STOCK_DIR);
    fs.writeFileSync(STAMP, hash);
  }
  return STOCK_DIR;
}
