// @ts-check
// What every measure of the bench shares: where the repository is, the build's files, and the
// build served on a free local port by scripts/serve.mjs.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {freePort, waitForUrl} from '../lib/net.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The bench's own data: scripts/bench/queries.json and labelled-queries.json. */
export const BENCH_DIR = path.join(ROOT, 'scripts/bench');

/** The HTML file a route is served from, or undefined when the build has no such page. */
export function htmlFileFor(/** @type {string} */ buildDir, /** @type {string} */ route) {
  const clean = route.replace(/\/$/, '');
  return [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)].find((f) => fs.existsSync(f));
}

/** Size in bytes of a file once gzipped. */
export const gzipSize = (/** @type {string} */ file) => gzipSync(fs.readFileSync(file)).length;

/**
 * A row of a per-page measure: the page's figures, or `missing` when the build lacks the page.
 * @template T
 * @typedef {{label: string, route: string, missing: true} | ({label: string, route: string, missing?: undefined} & T)} PageRow
 */

/**
 * Measures, one after the other, each page of `pages` (label → route) that the build has; a page it
 * lacks gives a `missing` row.
 * @template {object} T
 * @param {string} buildDir
 * @param {Record<string, string>} pages
 * @param {(route: string) => Promise<T>} measure
 */
export async function measurePages(buildDir, pages, measure) {
  /** @type {PageRow<T>[]} */
  const rows = [];
  for (const [label, route] of Object.entries(pages)) {
    rows.push(htmlFileFor(buildDir, route) ? {label, route, ...(await measure(route))} : {label, route, missing: true});
  }
  return rows;
}

/**
 * Serves `buildDir` with scripts/serve.mjs, on `port` or a free one; `stop()` ends the server.
 * @param {string} buildDir
 * @param {number} [port]
 */
export async function serveBuild(buildDir, port) {
  port ??= await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/serve.mjs'), '--dir', buildDir, '--port', String(port)],
    {stdio: 'ignore'},
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/`);
  return {origin, stop: () => child.kill()};
}
