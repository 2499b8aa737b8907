#!/usr/bin/env node
// @ts-check
// The build caches suite: a build that takes pages and scripts from the caches (the SSG render
// cache, plugins/ssg-render-cache, and the minifier cache, plugins/minify-cache) must write exactly
// the files a build without them writes. It builds the site as it is (filling the caches), then
// edits two pages the way an author would — a sidebar label in the docs (every docs page's sidebar
// and two pages' previous/next links change) and a paragraph in the AI Cookbook (one page's content)
// — and builds twice: with the caches, and with DOCS_BUILD_CACHES=off. The pages are put back
// afterwards, whatever happens. Checks:
//   - the cached build rendered the changed pages and took the others from the render cache, and
//     took unchanged scripts from the minifier cache (so the comparison tested the caches);
//   - both builds wrote the same files with the same contents, except the name and minified
//     variable names of the webpack runtime chunk, which differ between any two builds.
//   node scripts/checks/build-caches.mjs   →   build caches: N passed, N failed
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT, finish} from '../samples/lib.mjs';

const LABEL = 'build caches';
/** The two edits: a docs page's sidebar label, and a new paragraph on a cookbook page. */
const EDITS = [
  {
    file: 'docs/develop/java/testing-suite.mdx',
    edit: (/** @type {string} */ text) =>
      text.replace(/^sidebar_label: (.*)$/m, (_, label) => `sidebar_label: ${label} (edited)`),
  },
  {
    file: 'ai-cookbook/basic-python.mdx',
    edit: (/** @type {string} */ text) => `${text}\nA paragraph added by the build caches check.\n`,
  },
];
const RUNTIME = /runtime~main\.[0-9a-f]+\.js/g;

/** @typedef {{name: string, ok: boolean, message?: string}} Result */

/**
 * Builds the site into `outDir`; returns its log, or throws with the log's end.
 * @param {string} outDir @param {Record<string, string>} [extraEnv]
 */
function build(outDir, extraEnv = {}) {
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', ...extraEnv};
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: ROOT, env, encoding: 'utf8'});
  const log = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`docusaurus build --out-dir ${outDir} failed:\n${log.slice(-3000)}`);
  console.log(`  built ${path.basename(outDir)} in ${Math.round((Date.now() - started) / 1000)} s`);
  return log;
}

/** Every file under `dir`, relative to it, the runtime chunk's name replaced. */
function files(/** @type {string} */ dir) {
  const names = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
  return new Map(
    names
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .map((name) => [name.replace(RUNTIME, 'runtime~main.js'), path.join(dir, name)]),
  );
}

/**
 * Compares two build folders file by file; a text file's runtime chunk name is ignored, the
 * runtime chunk itself is compared by presence only.
 * @param {string} cached @param {string} fresh
 * @returns {Result[]}
 */
export function compareBuilds(cached, fresh) {
  const a = files(cached);
  const b = files(fresh);
  const onlyCached = [...a.keys()].filter((k) => !b.has(k));
  const onlyFresh = [...b.keys()].filter((k) => !a.has(k));
  /** @type {Map<string, string[]>} */
  const differing = new Map([
    ['HTML pages', []],
    ['scripts and stylesheets', []],
    ['other files', []],
  ]);
  for (const [name, file] of a) {
    const other = b.get(name);
    if (!other || name.endsWith('runtime~main.js')) continue;
    const left = fs.readFileSync(file);
    const right = fs.readFileSync(other);
    if (left.equals(right)) continue;
    if (left.toString('utf8').replace(RUNTIME, '') === right.toString('utf8').replace(RUNTIME, '')) continue;
    const kind = name.endsWith('.html')
      ? 'HTML pages'
      : /\.(?:js|css)$/.test(name)
        ? 'scripts and stylesheets'
        : 'other files';
    differing.get(kind)?.push(name);
  }
  const list = (/** @type {string[]} */ names) =>
    names.slice(0, 10).join('\n') + (names.length > 10 ? `\n… and ${names.length - 10} more` : '');
  return [
    {
      name: `the same files in both builds (${a.size})`,
      ok: !onlyCached.length && !onlyFresh.length,
      message: [
        onlyCached.length ? `only in the cached build:\n${list(onlyCached)}` : '',
        onlyFresh.length ? `only in the build without caches:\n${list(onlyFresh)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    },
    ...[...differing].map(([kind, names]) => ({
      name: `${kind}: the same contents with and without the caches`,
      ok: names.length === 0,
      message: names.length ? `differ:\n${list(names)}` : undefined,
    })),
  ];
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-caches-'));
  const originals = EDITS.map(({file}) => {
    const full = path.join(ROOT, file);
    return {full, text: fs.readFileSync(full, 'utf8'), stat: fs.statSync(full)};
  });
  const restore = () => {
    for (const {full, text, stat} of originals) {
      fs.writeFileSync(full, text);
      fs.utimesSync(full, stat.atime, stat.mtime);
    }
  };
  process.once('SIGINT', () => (restore(), process.exit(130)));
  process.once('SIGTERM', () => (restore(), process.exit(143)));
  /** @type {Result[]} */
  const results = [];
  try {
    console.log('The site as it is, with the caches (filling them):');
    build(path.join(work, 'before'));
    for (const [i, {file, edit}] of EDITS.entries()) {
      const edited = edit(originals[i].text);
      if (edited === originals[i].text)
        throw new Error(`${file}: the check's edit changed nothing (is its front matter still there?)`);
      fs.writeFileSync(originals[i].full, edited);
    }
    console.log(`Edited ${EDITS.map((e) => e.file).join(' and ')}; built with the caches, then without:`);
    const log = build(path.join(work, 'cached'));
    build(path.join(work, 'fresh'), {DOCS_BUILD_CACHES: 'off'});
    restore();

    const pages = log.match(/\[ssg-render-cache\] (\d+) of (\d+) pages rendered, (\d+) from the cache/);
    const rendered = Number(pages?.[1] ?? 0);
    const reused = Number(pages?.[3] ?? 0);
    results.push({
      name: 'the cached build rendered the edited pages and took the others from the render cache',
      ok: Boolean(pages) && rendered > 0 && reused > 0,
      message: pages ? `${pages[0]}` : 'the build did not report the render cache ([ssg-render-cache] …)',
    });
    const scripts = log.match(/\[minify-cache\] (\d+) scripts and stylesheets from the cache, (\d+) minified/);
    results.push({
      name: 'the cached build took unchanged scripts from the minifier cache',
      ok: Boolean(scripts) && Number(scripts?.[1]) > 0 && Number(scripts?.[2]) > 0,
      message: scripts ? scripts[0] : 'the build did not report the minifier cache ([minify-cache] …)',
    });
    console.log(`  ${pages?.[0] ?? ''}\n  ${scripts?.[0] ?? ''}`);
    results.push(...compareBuilds(path.join(work, 'cached'), path.join(work, 'fresh')));
  } catch (error) {
    results.push({name: 'the three builds', ok: false, message: /** @type {Error} */ (error).message});
  } finally {
    restore();
    fs.rmSync(work, {recursive: true, force: true});
  }
  return finish(LABEL, results);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
