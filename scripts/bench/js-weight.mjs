// @ts-check
// Measure 2 of the bench: the JavaScript (gzip) a page loads before it is interactive — the scripts
// its HTML names, plus the route chunks the client asks for before Docusaurus marks the page
// hydrated. Scripts requested later (the code highlighter, prefetches of linked pages) are not
// part of what the page needs to become interactive.
import fs from 'node:fs';
import path from 'node:path';
import {scriptsNamedInHtml} from '../lib/bench-measures.mjs';
import {CHROMIUM_ARGS, recordHydrationTime} from '../lib/browser.mjs';
import {gzipSize, htmlFileFor, measurePages} from './site.mjs';

/** The pages the bench weighs. */
export const JS_PAGES = {'home page': '/', 'doc page': '/develop/go/core-application'};

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{files: number, raw: number, gzip: number}} Weight
 * @typedef {{html: Weight, chunks: Weight | null, total: Weight}} PageWeight
 *   `chunks` is null when no browser was at hand to see what the client requests.
 * @typedef {import('./site.mjs').PageRow<PageWeight>} WeightRow
 */

/** The file of the build that serves `url`, or null. */
function localFile(/** @type {string} */ buildDir, /** @type {string} */ url, /** @type {string} */ origin) {
  const {pathname} = new URL(url, origin);
  const file = path.join(buildDir, decodeURIComponent(pathname));
  return fs.existsSync(file) ? file : null;
}

/**
 * Number, raw bytes and gzip bytes of the build's files behind `urls` (URLs outside the build are
 * not counted).
 * @param {string} buildDir
 * @param {string} origin
 * @param {Iterable<string>} urls
 * @returns {Weight}
 */
export function weighScripts(buildDir, origin, urls) {
  let weight = {files: 0, raw: 0, gzip: 0};
  for (const url of urls) {
    const file = localFile(buildDir, url, origin);
    if (file)
      weight = {files: weight.files + 1, raw: weight.raw + fs.statSync(file).size, gzip: weight.gzip + gzipSize(file)};
  }
  return weight;
}

/**
 * Loads `url` in `page` and returns the URLs of the scripts requested up to the moment the page is
 * hydrated (Resource Timing, compared with the time src/lib/browser.mjs's recordHydrationTime notes).
 * @param {Page} page
 * @param {string} url
 * @returns {Promise<string[]>}
 */
export async function scriptsBeforeHydration(page, url) {
  await page.addInitScript(recordHydrationTime);
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  return page.evaluate(() => {
    const hydratedAt = /** @type {Window & {__hydratedAt?: number}} */ (window).__hydratedAt ?? -Infinity;
    return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
      .filter((entry) => entry.initiatorType === 'script' && entry.startTime <= hydratedAt)
      .map((entry) => entry.name);
  });
}

/**
 * The JavaScript one page of the build served at `origin` loads before it is interactive. Without
 * a browser page only the scripts its HTML names are counted (`chunks` is null).
 * @param {string} buildDir
 * @param {string} origin
 * @param {string} route
 * @param {Page | null} [page]
 * @returns {Promise<PageWeight | null>} null when the build has no such page
 */
export async function javascriptBeforeInteraction(buildDir, origin, route, page = null) {
  const htmlFile = htmlFileFor(buildDir, route);
  if (!htmlFile) return null;
  const named = new Set(scriptsNamedInHtml(fs.readFileSync(htmlFile, 'utf8')).map((u) => new URL(u, origin).href));
  const loaded = new Set(named);
  if (page) {
    for (const url of await scriptsBeforeHydration(page, `${origin}${route}`))
      if (url.startsWith(origin)) loaded.add(url);
  }
  const chunks = [...loaded].filter((u) => !named.has(u));
  return {
    html: weighScripts(buildDir, origin, named),
    chunks: page ? weighScripts(buildDir, origin, chunks) : null,
    total: weighScripts(buildDir, origin, loaded),
  };
}

/**
 * The bench's table: every page of JS_PAGES, each in a fresh browser page when `chromium` is given.
 * @param {string} buildDir
 * @param {string} origin
 * @param {string | undefined} chromium
 * @returns {Promise<WeightRow[]>}
 */
export async function javascriptWeights(buildDir, origin, chromium) {
  let browser = null;
  if (chromium) {
    const {chromium: launcher} = await import('@playwright/test');
    browser = await launcher.launch({executablePath: chromium, args: CHROMIUM_ARGS});
  }
  const rows = await measurePages(buildDir, JS_PAGES, async (route) => {
    const page = (await browser?.newPage()) ?? null;
    const weight = await javascriptBeforeInteraction(buildDir, origin, route, page);
    await page?.close();
    return /** @type {PageWeight} */ (weight); // not null: measurePages measures built pages only
  });
  await browser?.close();
  return rows;
}
