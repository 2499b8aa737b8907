// @ts-check
// The search corpora the bench measures engines on: the site as built (1x) and a synthetic corpus
// N times larger (10x by default), made only by the bench, from the built pages themselves.
//
// How the synthetic corpus is made (deterministic: the same build always gives the same corpus):
//   - copy 0 is every indexed page of the build at its own path, so the labelled queries' targets
//     still exist; copies 1..N-1 are the same pages under /copy-<n>/;
//   - each page is slimmed to what search reads: the docsearch, keywords and description meta
//     tags, the title and the <article> (breadcrumbs, h1, the Markdown body, code blocks as plain
//     text); scripts, navbar, sidebar and footer are dropped;
//   - in a copy, about PARAGRAPH_SWAP of the page's paragraphs are replaced by a paragraph of another
//     page of the same section (lvl0), so the copies share vocabulary the way pages on one topic do
//     without being duplicates;
//   - about WORD_SUFFIX of the words of five letters or more (text, headings, the title; never code)
//     get a suffix that depends on the word and the copy ("workflow" → "workflowen" in one copy,
//     "workflowix" in another), so the vocabulary and the postings grow as in a bigger site,
//     not only the number of documents;
//   - headings keep their ids, so every record keeps its anchor.
// A labelled query ranks its page on the synthetic corpus as on the site, except that a page and its
// copies count as one page (rankOfTopic): the measure is whether the right topic still comes first
// among ten times as much text, not which of near-identical copies an engine prefers.
// The records come from the copied HTML through plugins/search-index/extractRecords.ts, exactly as
// the search-index plugin reads a built page, and are assembled with its buildIndex.ts.
import fs from 'node:fs';
import path from 'node:path';
import {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {load} from 'cheerio';
import {rankOfPage} from '../lib/bench-measures.mjs';
import {ROOT, htmlFileFor} from './site.mjs';

/**
 * @typedef {import('../../plugins/search-index/records.ts').SearchIndexFile} SearchIndexFile
 * @typedef {import('../../plugins/search-index/records.ts').IndexedPage} IndexedPage
 * @typedef {import('../../plugins/search-index/records.ts').IndexedRecord} IndexedRecord
 * @typedef {import('../../plugins/search-index/extractRecords.ts').ExtractedPage} ExtractedPage
 * @typedef {{route: string, html: string}} SourcePage
 * @typedef {{extractRecords: typeof import('../../plugins/search-index/extractRecords.ts').extractRecords,
 *   buildIndex: typeof import('../../plugins/search-index/buildIndex.ts').buildIndex}} Extractor
 * @typedef {{route: string, file: string, page: IndexedPage}} CorpusPage
 * @typedef {{htmlDir: string, pages: CorpusPage[], records: IndexedRecord[], index: SearchIndexFile,
 *   indexFile: string}} Corpus
 */

/** Share of a copy's paragraphs replaced by a paragraph of another page of the same section. */
export const PARAGRAPH_SWAP = 0.3;
/** Share of the words (five letters or more) of a copy that get a copy-specific suffix. */
export const WORD_SUFFIX = 0.12;
const SUFFIXES = ['a', 'o', 'en', 'er', 'ix', 'um', 'ar', 'el'];

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hash(/** @type {string} */ text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1). */
export function random(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The plugin's extraction, loaded from its TypeScript sources through ./ts-hooks.mjs. */
export async function loadExtractor() {
  register('./ts-hooks.mjs', import.meta.url);
  const from = (/** @type {string} */ file) => import(pathToFileURL(path.join(ROOT, file)).href);
  const [{extractRecords}, {buildIndex}] = await Promise.all([
    from('plugins/search-index/extractRecords.ts'),
    from('plugins/search-index/buildIndex.ts'),
  ]);
  return /** @type {Extractor} */ ({extractRecords, buildIndex});
}

/**
 * The pages of a build that its search index holds, with their HTML.
 * @param {string} buildDir
 * @returns {SourcePage[]}
 */
export function sitePages(buildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'));
  /** @type {SearchIndexFile} */
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, manifest.index), 'utf8'));
  return index.pages.flatMap(({u}) => {
    const file = htmlFileFor(buildDir, u);
    return file ? [{route: u, html: fs.readFileSync(file, 'utf8')}] : [];
  });
}

/**
 * A page reduced to what search reads: the docsearch, robots, keywords and description meta tags,
 * the title, the article.
 */
export function slimPage(/** @type {string} */ html) {
  const $ = load(html);
  const metas = $('meta[name^="docsearch:"], meta[name="robots"], meta[name="keywords"], meta[name="description"]')
    .map((_, el) => $.html(el))
    .get()
    .join('');
  const title = $('title').first().text();
  // Code is neither in the records nor in what Pagefind indexes: its highlighting markup goes.
  $('article pre').each((_, el) => void $(el).text($(el).text()));
  const article = $.html($('article').first());
  return `<!doctype html><html lang="${$('html').attr('lang') ?? 'en'}"><head><meta charset="utf-8"><title>${title
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')}</title>${metas}</head><body><main>${article}</main></body></html>`;
}

/** Paragraphs of the page body that are prose (not in code, tabs, lists or tables). */
const proseParagraphs = (/** @type {import('cheerio').CheerioAPI} */ $) =>
  $('article .markdown p').filter((_, el) => $(el).closest('pre, .tabs, li, td, th, nav, header').length === 0);

/**
 * Suffixes about WORD_SUFFIX of the long words in the text nodes under `node` (never in code).
 * @param {import('domhandler').AnyNode} node
 * @param {number} copy
 * @param {() => number} next
 */
function suffixWords(node, copy, next) {
  if (node.type === 'text') {
    node.data = node.data.replace(/\p{L}{5,}/gu, (word) =>
      next() < WORD_SUFFIX ? `${word}${SUFFIXES[hash(`${word.toLowerCase()}:${copy}`) % SUFFIXES.length]}` : word,
    );
    return;
  }
  if (!('children' in node) || ('name' in node && /^(pre|code|script|style)$/.test(node.name))) return;
  if ('attribs' in node && /\bhash-link\b/.test(node.attribs.class ?? '')) return;
  for (const child of node.children) suffixWords(child, copy, next);
}

/**
 * Copy `copy` (1 or more) of a slimmed page: paragraphs swapped within the section, words suffixed.
 * @param {string} slim the page from slimPage
 * @param {string} route
 * @param {number} copy
 * @param {string[]} sectionParagraphs outer HTML of the prose paragraphs of the page's section
 */
export function varyPage(slim, route, copy, sectionParagraphs) {
  const next = random(hash(`${copy}:${route}`));
  const $ = load(slim);
  proseParagraphs($).each((_, el) => {
    if (sectionParagraphs.length && next() < PARAGRAPH_SWAP) {
      $(el).replaceWith(sectionParagraphs[Math.floor(next() * sectionParagraphs.length)]);
    }
  });
  const article = $('article').first().get(0);
  if (article) suffixWords(article, copy, next);
  return $.html();
}

/**
 * The corpus `factor` times the site, in memory: each page's route, slimmed or varied HTML, and
 * extraction. Pages the extraction rejects are left out.
 * @param {SourcePage[]} source
 * @param {number} factor
 * @param {Extractor['extractRecords']} extractRecords
 * @returns {{route: string, html: string, extracted: ExtractedPage}[]}
 */
export function multiplyPages(source, factor, extractRecords) {
  const originals = source.flatMap(({route, html}) => {
    const slim = slimPage(html);
    const extracted = extractRecords(slim, route);
    return extracted ? [{route, html: slim, extracted}] : [];
  });
  /** @type {Map<string, string[]>} */
  const pools = new Map();
  for (const {html, extracted} of originals) {
    const $ = load(html);
    const pool = pools.get(extracted.page.l0) ?? [];
    proseParagraphs($).each((_, el) => void pool.push($.html(el)));
    pools.set(extracted.page.l0, pool);
  }
  const pages = [...originals];
  for (let copy = 1; copy < factor; copy++) {
    for (const {route, html, extracted: original} of originals) {
      const copyRoute = `/copy-${copy}${route === '/' ? '' : route}`;
      const varied = varyPage(html, route, copy, pools.get(original.page.l0) ?? []);
      const extracted = extractRecords(varied, copyRoute);
      if (extracted) pages.push({route: copyRoute, html: varied, extracted});
    }
  }
  return pages;
}

/** The route of the page that `route` is a copy of (itself for an original). */
export const originalRoute = (/** @type {string} */ route) => route.replace(/^\/copy-\d+(?=\/|$)/, '') || '/';

/**
 * rankOfPage (scripts/lib/bench-measures.mjs) with a page and its copies counted as one page.
 * @param {{url_without_anchor: string}[]} hits
 * @param {string} target
 */
export function rankOfTopic(hits, target) {
  const originals = hits.map((hit) => {
    const url = new URL(hit.url_without_anchor);
    url.pathname = originalRoute(url.pathname);
    return {url_without_anchor: url.href};
  });
  return rankOfPage(originals, target);
}

/** The file a route is written to under an HTML tree (clean URLs: route/index.html). */
export const fileOfRoute = (/** @type {string} */ dir, /** @type {string} */ route) =>
  path.join(dir, route.replace(/^\/+|\/+$/g, ''), 'index.html');

/**
 * A corpus from its index: pages in the index's order (by path), each with its HTML file.
 * @param {string} htmlDir
 * @param {SearchIndexFile} index
 * @param {string} indexFile
 * @returns {Corpus}
 */
const corpusOf = (htmlDir, index, indexFile) => ({
  htmlDir,
  pages: index.pages.map((page) => ({route: page.u, file: fileOfRoute(htmlDir, page.u), page})),
  records: index.records,
  index,
  indexFile,
});

/**
 * Builds the synthetic corpus of a build: its HTML tree (for engines that index HTML, such as
 * Pagefind) under `outDir/html`, and the same pages as search records in the site's format
 * (plugins/search-index/records.ts), also written to `outDir/search-index.json`. The corpus is kept
 * in `outDir` and reused while the build's search index, the factor and this module are unchanged.
 * @param {string} buildDir a build with a search index (search-index.json)
 * @param {string} outDir emptied first when the corpus is made again
 * @param {{factor?: number, extractor?: Extractor}} [options]
 * @returns {Promise<Corpus>}
 */
export async function syntheticCorpus(buildDir, outDir, {factor = 10, extractor} = {}) {
  const htmlDir = path.join(outDir, 'html');
  const indexFile = path.join(outDir, 'search-index.json');
  const stampFile = path.join(outDir, 'corpus.json');
  const key = [
    fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'),
    factor,
    hash(fs.readFileSync(new URL(import.meta.url), 'utf8')),
  ].join(' ');
  if (fs.existsSync(stampFile) && fs.existsSync(indexFile)) {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    if (stamp.key === key) {
      return corpusOf(htmlDir, JSON.parse(fs.readFileSync(indexFile, 'utf8')), indexFile);
    }
  }
  const {extractRecords, buildIndex} = extractor ?? (await loadExtractor());
  const multiplied = multiplyPages(sitePages(buildDir), factor, extractRecords);
  fs.rmSync(outDir, {recursive: true, force: true});
  for (const {route, html} of multiplied) {
    const file = fileOfRoute(htmlDir, route);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, html);
  }
  const index = buildIndex(multiplied.map((p) => p.extracted));
  fs.writeFileSync(indexFile, JSON.stringify(index));
  fs.writeFileSync(stampFile, JSON.stringify({key}));
  return corpusOf(htmlDir, index, indexFile);
}
