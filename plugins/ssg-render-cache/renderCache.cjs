// @ts-check
// The render cache of static site generation: a page whose rendering would give the same result as
// in the previous build is not rendered again. Loaded inside Docusaurus's SSG (each worker thread)
// by the patch of @docusaurus/core 3.8.1's lib/ssg/ssgRenderer.js (patches/), when the
// `ssg-render-cache` plugin has named this file in DOCS_SSG_RENDER_CACHE; without it the patch
// renders every page as Docusaurus does.
//
// What a page's render reads, and so its key (a page is taken from the cache only when all match):
// - the server bundle's entry file (React, the theme, the site's config, routes and global data),
//   with its table of chunk file names left out: that table lists the content hash of every chunk,
//   so it changes whenever any page does; the chunks a page reads are keyed one by one below;
// - every server chunk that is not a route module (components loaded with import(), such as the
//   code highlighter): few, and any change to one renders every page again;
// - the route modules the page rendered (its MDX, its metadata, the sidebar and version data of
//   the routes around it): Docusaurus's render reports them (`collectedData.modules`), the
//   registry it generates maps each to its chunk, and each chunk file's contents are hashed;
// - Node.js's version and ICU data (dates are formatted with Intl), this file's source and
//   Docusaurus's SSG options.
// A page that reports a module the registry does not map is rendered every time. The cache holds
// the render's result (the app's HTML and the data Docusaurus collects from it: links, anchors,
// head tags, modules); Docusaurus still puts each page into its HTML template with this build's
// script and stylesheet names, minifies and writes it.
'use strict';

const {createHash} = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {writeWhole} = require('../cacheFile.cjs');
const {registryEntries} = require('../routeRegistry.cjs');

/** Bump when the shape of an entry changes. */
const ENTRY_VERSION = 1;

/**
 * @typedef {{module: string, dir: string, registry: string}} CacheOptions
 *   `module` is this file; `dir` the cache folder; `registry` Docusaurus's generated registry.js.
 * @typedef {{pathname: string, v4RemoveLegacyPostBuildHeadAttribute?: boolean}} RenderArgs
 * @typedef {{html: string, collectedData: {modules: string[]} & Record<string, unknown>}} RenderResult
 * @typedef {(args: RenderArgs) => Promise<RenderResult>} Render
 * @typedef {{
 *   version: number, pathname: string, global: string,
 *   chunks?: Record<string, string>, result?: RenderResult, uncacheable?: string,
 * }} Entry
 */

const sha = (/** @type {string | Buffer} */ data) => createHash('sha256').update(data).digest('hex');
/** The sources of this file and of the registry reader: part of both caches' keys, so a change invalidates them. */
const SOURCE_HASH = sha(
  [__filename, require.resolve('../routeRegistry.cjs')].map((file) => fs.readFileSync(file, 'utf8')).join('\0'),
);

/**
 * The server bundle's entry file without the table that maps chunk ids to content-hashed file
 * names (rspack's `__webpack_require__.u`), or null when that function is not found.
 * @param {string} source
 */
function withoutChunkFileNames(source) {
  const pattern = /^__webpack_require__\.u = \(chunkId\) => \{\n[\s\S]*?\n\}$/m;
  const matches = source.match(new RegExp(pattern.source, 'gm'));
  if (!matches || matches.length !== 1) return null;
  return source.replace(pattern, '__webpack_require__.u = /* chunk file names */');
}

/**
 * Module path → chunk name, from the registry Docusaurus generates (.docusaurus/registry.js; its
 * shape is described once, in plugins/routeRegistry.cjs).
 * @param {string} source
 * @returns {Map<string, string>}
 */
function registryChunks(source) {
  return new Map(registryEntries(source).entries.map(({chunk, modulePath}) => [modulePath, chunk]));
}

/** The chunk name a server chunk file carries: `<name>.<contenthash>.js`. */
const chunkNameOf = (/** @type {string} */ file) => file.slice(0, file.indexOf('.'));

/**
 * What the keys of one build are made of, read once per worker.
 * @param {{serverBundlePath: string, registrySource: string, salt: string}} input
 */
function buildFacts({serverBundlePath, registrySource, salt}) {
  const chunkDir = path.join(path.dirname(serverBundlePath), 'assets', 'js');
  const files = fs.existsSync(chunkDir)
    ? fs
        .readdirSync(chunkDir)
        .filter((f) => f.endsWith('.js'))
        .sort()
    : [];
  const byModule = registryChunks(registrySource);
  const routeChunkNames = new Set(byModule.values());
  /** chunk name → file name */
  const fileOfChunk = new Map();
  const global = createHash('sha256').update(salt);
  const entrySource = fs.readFileSync(serverBundlePath, 'utf8');
  const stable = withoutChunkFileNames(entrySource);
  // Without the table found, the whole entry file is the key: correct, but no page is reused.
  global.update(stable ?? entrySource);
  for (const file of files) {
    const name = chunkNameOf(file);
    if (routeChunkNames.has(name)) fileOfChunk.set(name, file);
    else global.update(`\0${file}\0`).update(fs.readFileSync(path.join(chunkDir, file)));
  }
  /** @type {Map<string, string>} */
  const fileHashes = new Map();
  /** A server chunk file's content hash ('' when the file is not in this build). */
  const hashOf = (/** @type {string} */ file) => {
    let hash = fileHashes.get(file);
    if (hash == null) {
      const full = path.join(chunkDir, file);
      hash = fs.existsSync(full) ? sha(fs.readFileSync(full)) : '';
      fileHashes.set(file, hash);
    }
    return hash;
  };
  /** The route chunk files a render's reported modules are in, or null when one is not mapped. */
  const chunksOf = (/** @type {string[]} */ modules) => {
    /** @type {Record<string, string>} */
    const chunks = {};
    for (const modulePath of modules) {
      const chunk = byModule.get(modulePath);
      const file = chunk && fileOfChunk.get(chunk);
      if (!file) return null;
      chunks[file] = hashOf(file);
    }
    return chunks;
  };
  return {global: global.digest('hex'), chunkMapFound: stable != null, hashOf, chunksOf};
}

let warned = false;
/** One warning per worker: the cache only ever makes a build slower, never wrong or failed. */
function warnOnce(/** @type {string} */ message) {
  if (warned) return;
  warned = true;
  console.warn(`[ssg-render-cache] ${message}`);
}

/**
 * Writes a cache file whole or not at all (plugins/cacheFile.cjs); a failure (a full disk, a
 * read-only folder) is reported once and leaves the entry out.
 * @param {string} file @param {string} text
 */
function store(file, text) {
  const error = writeWhole(file, text);
  if (error) warnOnce(`could not write ${file} (${error.message}); pages are still built.`);
}

/**
 * Where the entry of a page is kept: one per page, whatever the build folder (a build of another
 * configuration, such as the test fixtures', has another key and replaces it).
 * @param {string} dir @param {string} pathname
 */
const entryFile = (dir, pathname) => path.join(dir, 'pages', `${sha(pathname).slice(0, 32)}.json`);

/** @param {string} file @returns {Entry | null} */
function readEntry(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null; // no entry yet, or a file cut short: render
  }
}

/**
 * Wraps Docusaurus's server render with the cache.
 * @param {Render} render the server bundle's render function
 * @param {{serverBundlePath: string, options: CacheOptions}} context
 * @returns {Render}
 */
function cachedRender(render, {serverBundlePath, options}) {
  try {
    return renderWithCacheOf(render, {serverBundlePath, options});
  } catch (error) {
    warnOnce(`the render cache could not start (${/** @type {Error} */ (error).message}): every page is rendered.`);
    return render;
  }
}

/** @param {Render} render @param {{serverBundlePath: string, options: CacheOptions}} context @returns {Render} */
function renderWithCacheOf(render, {serverBundlePath, options}) {
  const salt = [
    `entry ${ENTRY_VERSION}`,
    SOURCE_HASH,
    process.version,
    process.versions.icu ?? '',
    process.versions.unicode ?? '',
  ].join('\n');
  const facts = buildFacts({
    serverBundlePath,
    registrySource: fs.readFileSync(options.registry, 'utf8'),
    salt,
  });
  if (!facts.chunkMapFound) {
    warnOnce(
      'the server bundle has no chunk file table where renderCache.cjs looks for it (__webpack_require__.u): every page is rendered. See UPGRADING.md.',
    );
  }
  fs.mkdirSync(path.join(options.dir, 'pages'), {recursive: true});

  return async function renderWithCache(args) {
    const global = `${facts.global}\n${JSON.stringify(args)}`;
    const file = entryFile(options.dir, args.pathname);
    const previous = readEntry(file);
    if (
      previous?.version === ENTRY_VERSION &&
      previous.global === global &&
      previous.chunks &&
      previous.result &&
      Object.entries(previous.chunks).every(([chunk, hash]) => facts.hashOf(chunk) === hash)
    ) {
      return previous.result;
    }
    const result = await render(args);
    const chunks = facts.chunksOf(result.collectedData.modules);
    /** @type {Entry} */
    const entry = chunks
      ? {version: ENTRY_VERSION, pathname: args.pathname, global, chunks, result}
      : // `uncacheable` first: the plugin's summary reads only the start of a file.
        {
          uncacheable: 'a module it rendered is not in the route registry',
          version: ENTRY_VERSION,
          pathname: args.pathname,
          global,
        };
    store(file, JSON.stringify(entry));
    return result;
  };
}

/**
 * The content hashes in the addresses of the bundle's scripts and stylesheets
 * (`/assets/js/runtime~main.6b471688.js`): they change on every page whenever any page does.
 */
const ASSET_HASH = /(\/assets\/(?:js|css)\/[\w~.-]+?\.)([0-9a-f]{8})(\.(?:js|css))\b/g;
/** What stands in for the n-th hash while a page is minified: as long, letters and digits too. */
const placeholder = (/** @type {number} */ n) => `zq${String(n).padStart(6, '0')}`;
const PLACEHOLDER = /zq\d{6}/g;

/**
 * A page's HTML with its asset hashes numbered in order of appearance, and how to put them back.
 * Null when the page already contains a string shaped like a placeholder.
 * @param {string} html
 */
function withoutAssetHashes(html) {
  if (new RegExp(PLACEHOLDER.source).test(html)) return null;
  /** @type {string[]} */
  const hashes = [];
  const text = html.replace(ASSET_HASH, (_, before, hash, after) => {
    let n = hashes.indexOf(hash);
    if (n < 0) n = hashes.push(hash) - 1;
    return `${before}${placeholder(n)}${after}`;
  });
  const restore = (/** @type {string} */ minified) =>
    minified.replace(PLACEHOLDER, (token) => hashes[Number(token.slice(2))] ?? token);
  return {text, restore};
}

/**
 * @typedef {{code: string, warnings: string[]}} MinifyResult
 * @typedef {{minify: (html: string) => Promise<MinifyResult>}} HtmlMinifier
 */

/**
 * Wraps Docusaurus's HTML minifier with a cache of its output, keyed by the page's HTML without the
 * bundle's asset hashes (which are minified as placeholders and put back afterwards), the
 * minifier's type and version and this file's source. Entries a build used are touched; the
 * plugin removes the others after the build.
 * @param {HtmlMinifier} minifier
 * @param {{type: string, options: CacheOptions}} context
 * @returns {HtmlMinifier}
 */
function cachedMinifier(minifier, {type, options}) {
  // The SWC minifier comes with @docusaurus/faster; its version is part of the key.
  const swcHtml = ['@swc', 'html', 'package.json'].join('/');
  let version = '';
  try {
    version = JSON.parse(fs.readFileSync(require.resolve(swcHtml), 'utf8')).version;
  } catch {
    // not installed: another minifier, whose type is in the key
  }
  const salt = [`minify ${ENTRY_VERSION}`, type, version, SOURCE_HASH].join('\n');
  const dir = path.join(options.dir, 'minified');
  try {
    fs.mkdirSync(dir, {recursive: true});
  } catch (error) {
    warnOnce(`the minifier cache could not start (${/** @type {Error} */ (error).message}): every page is minified.`);
    return minifier;
  }
  return {
    async minify(html) {
      const page = withoutAssetHashes(html);
      if (!page) return minifier.minify(html);
      const file = path.join(dir, `${sha(`${salt}\n${page.text}`).slice(0, 40)}.json`);
      /** @type {MinifyResult | null} */
      let stored = null;
      try {
        stored = JSON.parse(fs.readFileSync(file, 'utf8'));
        const now = new Date();
        fs.utimesSync(file, now, now);
      } catch {
        // not minified by an earlier build
      }
      const result = stored ?? (await minifier.minify(page.text));
      if (!stored) store(file, JSON.stringify({code: result.code, warnings: result.warnings}));
      return {code: page.restore(result.code), warnings: result.warnings};
    },
  };
}

module.exports = {
  cachedMinifier,
  withoutAssetHashes,
  cachedRender,
  withoutChunkFileNames,
  registryChunks,
  entryFile,
};
