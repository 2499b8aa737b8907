// @ts-check
// Measures a set of llms exports (llms.txt, the three full exports and the per-page Markdown) against
// the build they describe: what is left of MDX in the prose, whether `file=` code arrived, where the
// links lead, which pages are listed and in what order, and how large the files are. The same figures
// compare our exporter with docusaurus-plugin-llms (`npm run bench -- llms`) and gate our own exports
// (`npm run test:content -- --build build`, through exportProblems()).
import fs from 'node:fs';
import path from 'node:path';
import {EXPORT_SECTION_ORDER} from '../../config/exportSections.mjs';

export const EXPORT_FILES = ['llms.txt', 'llms-full.txt', 'llms-quickstart.txt', 'llms-api-reference.txt'];

/** The sections that come first in the exports, in this order (config/exportSections.mjs). */
export const SECTION_ORDER = EXPORT_SECTION_ORDER;

/** The llms-full.txt size, as a share of the bytes of the .md twins it concatenates. */
export const FULL_EXPORT_SIZE_BAND = /** @type {const} */ ([0.99, 1.01]);
/**
 * The llms-full.txt size, as a share of the bytes of the MDX pages: front matter, imports and tags
 * go, while titles, URLs and the code of `file=` blocks come in. Below the band, code or sections
 * went missing; above it, something is repeated.
 */
export const SOURCE_SIZE_BAND = /** @type {const} */ ([1.0, 1.4]);

/**
 * The bytes of the MDX pages under `dirs` (partials, whose names start with `_`, and __tests__ left out).
 * @param {string[]} dirs
 */
export function mdxSourceBytes(dirs) {
  let bytes = 0;
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) bytes += fs.statSync(full).size;
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return bytes;
}

const FENCE = /^([ \t]*(?:>[ \t]?)*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^\1?\2[`~]*[ \t]*$/gm;

/**
 * The fenced code blocks of a Markdown text (blockquoted ones too): info string and body.
 * @param {string} markdown
 */
export function codeBlocks(markdown) {
  return [...markdown.matchAll(FENCE)].map((m) => ({info: m[3].trim(), body: m[4]}));
}

/**
 * Prose only: fenced code blocks and code spans removed, since a sample may show JSX, imports or `:::`.
 * @param {string} markdown
 */
export function prose(markdown) {
  return markdown.replace(FENCE, '').replace(/(`+)(?:(?!\1)(?!\n[ \t]*\n)[\s\S])+?\1/g, '');
}

const count = (/** @type {string} */ text, /** @type {RegExp} */ re) => (text.match(re) ?? []).length;

/**
 * @typedef {{jsxTags: number, tabs: number, admonitions: number, imports: number, expressions: number,
 *   fences: number, emptyFences: number, fileMeta: number}} Defects
 */

/**
 * What a Markdown export should not hold: JSX or HTML tags in prose (`<Tabs>`, `<PinnedVersion />`),
 * Docusaurus admonition markers (`:::note`), MDX import/export lines and `{expressions}`, and code
 * blocks left empty or still naming their `file=`.
 * @param {string} markdown
 * @returns {Defects}
 */
export function markdownDefects(markdown) {
  const text = prose(markdown);
  const blocks = codeBlocks(markdown);
  return {
    jsxTags: count(text, /<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g),
    tabs: count(text, /<\/?(?:Tabs|TabItem)\b/g),
    admonitions: count(text, /^[ \t]*(?:>[ \t]*)*:::/gm),
    imports: count(
      text,
      /^[ \t]*(?:import\s+(?:[\w*{][^\n]*?\s+from\s+)?['"][^'"\n]+['"];?|export\s+(?:const|let|var|function|default|\{))/gm,
    ),
    expressions: count(text, /\{[^{}\n]*\}/g),
    fences: blocks.length,
    emptyFences: blocks.filter((b) => b.body.trim() === '').length,
    fileMeta: blocks.filter((b) => /(?:^|\s)file=/.test(b.info)).length,
  };
}

/**
 * The link and image targets of a Markdown text's prose: `[x](url)`, `![x](url)`, `[x]: url`.
 * @param {string} markdown
 */
export function proseLinks(markdown) {
  const text = prose(markdown);
  const links = [...text.matchAll(/\]\(\s*<?([^()\s>]*(?:\([^()\s]*\)[^()\s>]*)*)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1],
  );
  for (const m of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)) links.push(m[1]);
  return links;
}

/**
 * The site path a URL of the site leads to, without `.md`, a trailing slash, query or fragment:
 * `https://docs.example.com/workflows.md#x` → `/workflows`; `/index.md` → `/`.
 * @param {string} url
 */
export function pagePath(url) {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const bare = pathname.replace(/\.md$/, '').replace(/\/index$/, '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}

/**
 * The origin the build was made for, from its home page's canonical link (`SITE_URL`).
 * @param {string} buildDir
 */
export function siteOrigin(buildDir) {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const href = html.match(/<link\b[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/)?.[1];
  if (!href) throw new Error(`${buildDir}/index.html has no canonical link to read the site's origin from`);
  return new URL(href).origin;
}

/**
 * @typedef {{path: string, pluginId: string, docId: string, section: string, next: string | null}} BuiltPage
 */

/**
 * Every doc page of a build, read from its HTML: the docs plugin and doc id Docusaurus writes on
 * `<html class>`, the section (first segment of the doc id in the main collection, the plugin id
 * otherwise) and the page that follows it in the sidebar. Pages marked noindex are left out.
 * @param {string} buildDir
 * @returns {Map<string, BuiltPage>} by site path
 */
export function builtDocPages(buildDir) {
  /** @type {Map<string, BuiltPage>} */
  const pages = new Map();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const html = fs.readFileSync(full, 'utf8');
      const classes = html.match(/<html\b[^>]*\bclass="([^"]*)"/)?.[1].split(/\s+/) ?? [];
      if (!classes.includes('docs-doc-page')) continue;
      if (/<meta\b[^>]*\bname="?robots"?[^>]*\bcontent="?[^">]*noindex/.test(html)) continue;
      const pluginId = classes.find((c) => c.startsWith('plugin-id-'))?.slice('plugin-id-'.length) ?? 'default';
      const docId = classes.find((c) => c.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length) ?? '';
      const relative = path.relative(buildDir, full).split(path.sep).join('/');
      const route = `/${relative.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      const pagination = html.match(/<nav\b[^>]*\baria-label="Docs pages"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
      const next = pagination.match(/<a\b[^>]*pagination-nav__link--next"?\s[^>]*\bhref="?([^"\s>]+)/)?.[1] ?? null;
      const sitePath = route.length > 1 ? route.replace(/\/+$/, '') : '/';
      pages.set(sitePath, {
        path: sitePath,
        pluginId,
        docId,
        section: pluginId === 'default' ? docId.split('/')[0] : pluginId,
        next: next && (next.length > 1 ? next.replace(/\/+$/, '') : next),
      });
    }
  };
  walk(buildDir);
  return pages;
}

/**
 * Each page's place in its sidebar, by following the "next" links from the pages that no page precedes.
 * @param {Map<string, BuiltPage>} pages
 * @returns {Map<string, number>}
 */
export function sidebarRanks(pages) {
  const preceded = new Set([...pages.values()].map((p) => p.next).filter(Boolean));
  /** @type {Map<string, number>} */
  const rank = new Map();
  for (const start of pages.values()) {
    if (preceded.has(start.path) || !start.next) continue;
    /** @type {string | null} */
    let at = start.path;
    while (at && !rank.has(at)) {
      rank.set(at, rank.size);
      at = pages.get(at)?.next ?? null;
    }
  }
  return rank;
}

/**
 * @typedef {{sections: string[], contiguous: boolean, requiredFirstInOrder: boolean,
 *   sectionsInSidebarOrder: number, sectionsChecked: number}} OrderFigures
 */

/**
 * How a list of pages is ordered: the sections in the order they come, whether each comes in one run,
 * whether the sections of `required` come first and in that order, and how many sections list their
 * pages in sidebar order.
 * @param {BuiltPage[]} listed
 * @param {Map<string, number>} ranks
 * @param {readonly string[]} required
 * @returns {OrderFigures}
 */
export function orderFigures(listed, ranks, required = SECTION_ORDER) {
  /** @type {string[]} */
  const runs = [];
  for (const page of listed) if (runs[runs.length - 1] !== page.section) runs.push(page.section);
  const sections = [...new Set(runs)];
  const named = sections.filter((s) => required.includes(s));
  let inOrder = 0;
  for (const section of sections) {
    const positions = listed
      .filter((p) => p.section === section && ranks.has(p.path))
      .map((p) => /** @type {number} */ (ranks.get(p.path)));
    if (positions.every((r, i) => i === 0 || r > positions[i - 1])) inOrder++;
  }
  return {
    sections,
    contiguous: runs.length === sections.length,
    requiredFirstInOrder:
      named.length === required.filter((s) => listed.some((p) => p.section === s)).length &&
      sections.slice(0, named.length).join() === required.filter((s) => named.includes(s)).join(),
    sectionsInSidebarOrder: inOrder,
    sectionsChecked: sections.length,
  };
}

/**
 * @typedef {{relative: number, site: number, unresolved: string[], external: number}} LinkFigures
 */

/**
 * Sorts links into relative, external and site links, and finds the site links that lead nowhere:
 * neither a page or file of the build nor a file the exporter wrote.
 * @param {string[]} links
 * @param {{origin: string, buildDir: string, exportDir: string}} where
 * @returns {LinkFigures}
 */
export function linkFigures(links, {origin, buildDir, exportDir}) {
  const figures = {relative: 0, site: 0, external: 0, unresolved: /** @type {string[]} */ ([])};
  for (const link of links) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(link)) {
      figures.relative++;
      continue;
    }
    if (!link.startsWith(`${origin}/`) && link !== origin) {
      figures.external++;
      continue;
    }
    figures.site++;
    const pathname = decodeURIComponent(new URL(link).pathname);
    const candidates = [
      path.join(buildDir, pathname),
      path.join(buildDir, pathname, 'index.html'),
      path.join(buildDir, `${pathname.replace(/\/+$/, '')}.html`),
      path.join(exportDir, pathname),
    ];
    if (!candidates.some((file) => fs.existsSync(file) && fs.statSync(file).isFile())) figures.unresolved.push(link);
  }
  return figures;
}

/**
 * The pages of a full export: the blocks after its `---` rules that open with a heading, plus the
 * opening block when a page starts inside it under its own `## ` heading.
 * @param {string} text
 */
export function fullExportPages(text) {
  const [intro = '', ...pages] = prose(text).split(/\n\n---\n\n(?=#{1,2} )/);
  return pages.length + (/^## /m.test(intro) ? 1 : 0);
}

/**
 * @param {string} dir
 * @returns {string[]} the .md files under `dir`, relative to it
 */
function markdownFiles(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ at) => {
    for (const entry of fs.readdirSync(at, {withFileTypes: true})) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.md')) files.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return files.sort();
}

/** @param {Defects[]} list */
function sumDefects(list) {
  /** @type {Defects} */
  const total = {
    jsxTags: 0,
    tabs: 0,
    admonitions: 0,
    imports: 0,
    expressions: 0,
    fences: 0,
    emptyFences: 0,
    fileMeta: 0,
  };
  for (const d of list) for (const key of /** @type {(keyof Defects)[]} */ (Object.keys(total))) total[key] += d[key];
  return total;
}

/**
 * @typedef {{name: string, bytes: number, pages: number, pageUrls: number, sectionHeadings: number,
 *   cutDescriptions: number, defects: Defects, links: LinkFigures}} FileFigures
 * @typedef {{files: FileFigures[], markdown: {files: number, bytes: number, defects: Defects, links: LinkFigures},
 *   listed: number, unlisted: string[], unknown: string[], builtPages: number, order: OrderFigures,
 *   missingFiles: string[], sourceBytes: number}} ExportFigures
 */

/**
 * Every figure of one set of exports.
 * @param {{exportDir: string, buildDir: string, origin: string, sourceBytes: number, pages?: Map<string, BuiltPage>}} options
 *   `exportDir` holds the four files and the .md files; `buildDir` the HTML build they describe;
 *   `sourceBytes` is mdxSourceBytes() of the pages' folders.
 * @returns {ExportFigures}
 */
export function analyzeExports({exportDir, buildDir, origin, sourceBytes, pages = builtDocPages(buildDir)}) {
  const where = {origin, buildDir, exportDir};
  const missingFiles = EXPORT_FILES.filter((f) => !fs.existsSync(path.join(exportDir, f)));
  const files = EXPORT_FILES.filter((f) => !missingFiles.includes(f)).map((name) => {
    const text = fs.readFileSync(path.join(exportDir, name), 'utf8');
    return {
      name,
      bytes: Buffer.byteLength(text),
      pages: name === 'llms.txt' ? count(text, /^- \[/gm) : fullExportPages(text),
      pageUrls: count(text, /^URL: https?:\/\/\S+$/gm),
      sectionHeadings: count(text, /^## /gm),
      cutDescriptions: name === 'llms.txt' ? count(text, /^- \[.*\]\(\S+\): .*(?:\.\.\.|…)$/gm) : 0,
      defects: markdownDefects(text),
      links: linkFigures(proseLinks(text), where),
    };
  });
  const mdFiles = markdownFiles(exportDir);
  const mdTexts = mdFiles.map((f) => fs.readFileSync(path.join(exportDir, f), 'utf8'));
  const llmsTxt = missingFiles.includes('llms.txt') ? '' : fs.readFileSync(path.join(exportDir, 'llms.txt'), 'utf8');
  const listedPaths = [...llmsTxt.matchAll(/^- \[.*\]\((\S+)\)/gm)].map((m) => pagePath(m[1]));
  const listed = listedPaths.map((p) => pages.get(p)).filter((p) => p !== undefined);
  return {
    files,
    markdown: {
      files: mdFiles.length,
      bytes: mdTexts.reduce((n, t) => n + Buffer.byteLength(t), 0),
      defects: sumDefects(mdTexts.map(markdownDefects)),
      links: mdTexts
        .map((t) => linkFigures(proseLinks(t), where))
        .reduce(
          (a, b) => ({
            relative: a.relative + b.relative,
            site: a.site + b.site,
            external: a.external + b.external,
            unresolved: [...a.unresolved, ...b.unresolved],
          }),
          {relative: 0, site: 0, external: 0, unresolved: /** @type {string[]} */ ([])},
        ),
    },
    listed: listedPaths.length,
    unlisted: [...pages.keys()].filter((p) => !listedPaths.includes(p)),
    unknown: listedPaths.filter((p) => !pages.has(p)),
    builtPages: pages.size,
    order: orderFigures(listed, sidebarRanks(pages)),
    missingFiles,
    sourceBytes,
  };
}

/**
 * The points the exports are checked on, in the order `exportProblems` reports them.
 * @type {readonly string[]}
 */
export const EXPORT_POINTS = [
  'no JSX or MDX syntax in prose',
  'Tabs flattened',
  'admonitions as text',
  'file= code present',
  'links absolute and leading to built pages',
  'every built page, counted alike in every file',
  'every page names its URL',
  'whole descriptions',
  'section order',
  'size within its band',
];

/**
 * What is wrong with a set of exports, per compared point of `npm run bench -- llms`: every point
 * of EXPORT_POINTS with its problems, none for exports as they should be.
 * @param {ExportFigures} figures
 * @returns {{point: string, problems: string[]}[]}
 */
export function exportProblems(figures) {
  /** @type {Map<string, string[]>} */
  const found = new Map(EXPORT_POINTS.map((point) => [point, []]));
  const add = (/** @type {string} */ point, /** @type {string} */ problem) => found.get(point)?.push(problem);
  const sample = (/** @type {string[]} */ list) => list.slice(0, 5).join(', ') + (list.length > 5 ? ', …' : '');
  const [raw, tabs, admonitions, code, links, pages, urls, descriptions, order, size] = EXPORT_POINTS;

  for (const f of figures.missingFiles) add(pages, `${f} is missing`);
  const {markdown} = figures;
  const texts = [...figures.files, {...markdown, name: '.md files'}];
  for (const file of texts) {
    const {defects: d, name} = file;
    if (d.jsxTags) add(raw, `${name}: ${d.jsxTags} JSX or HTML tags in prose`);
    if (d.imports) add(raw, `${name}: ${d.imports} MDX import/export lines`);
    if (d.expressions) add(raw, `${name}: ${d.expressions} MDX {expressions}`);
    if (d.tabs) add(tabs, `${name}: ${d.tabs} <Tabs>/<TabItem> tags`);
    if (d.admonitions) add(admonitions, `${name}: ${d.admonitions} admonition markers (:::)`);
    if (d.emptyFences) add(code, `${name}: ${d.emptyFences} empty code blocks`);
    if (d.fileMeta) add(code, `${name}: ${d.fileMeta} code blocks still naming file=`);
    if (file.links.relative) add(links, `${name}: ${file.links.relative} relative links`);
    if (file.links.unresolved.length) add(links, `${name}: links to no built page: ${sample(file.links.unresolved)}`);
  }
  for (const file of figures.files) {
    if (file.pages === 0) add(pages, `${file.name} holds no page`);
    if (file.name !== 'llms.txt' && file.pageUrls !== file.pages)
      add(urls, `${file.name}: ${file.pages} pages but ${file.pageUrls} "URL:" lines`);
    if (file.cutDescriptions) add(descriptions, `${file.name}: ${file.cutDescriptions} descriptions cut short`);
  }

  if (figures.unlisted.length) add(pages, `llms.txt leaves out built pages: ${sample(figures.unlisted)}`);
  if (figures.unknown.length) add(pages, `llms.txt lists pages the build lacks: ${sample(figures.unknown)}`);
  const full = figures.files.find((f) => f.name === 'llms-full.txt');
  if (full && full.pages !== figures.listed)
    add(pages, `llms-full.txt holds ${full.pages} pages, llms.txt lists ${figures.listed}`);
  if (markdown.files !== figures.listed)
    add(pages, `${markdown.files} .md files for the ${figures.listed} pages of llms.txt`);

  const {order: o} = figures;
  if (!o.contiguous) add(order, `llms.txt splits a section: ${o.sections.join(', ')}`);
  const headings = figures.files.find((f) => f.name === 'llms.txt')?.sectionHeadings ?? 0;
  if (headings !== o.sections.length)
    add(order, `llms.txt has ${headings} "## " section headings for its ${o.sections.length} sections`);
  if (!o.requiredFirstInOrder)
    add(order, `llms.txt sections are not ${SECTION_ORDER.join(', ')} first: ${o.sections.join(', ')}`);
  if (o.sectionsInSidebarOrder !== o.sectionsChecked)
    add(order, `${o.sectionsChecked - o.sectionsInSidebarOrder} sections of llms.txt leave sidebar order`);

  const band = (
    /** @type {number} */ share,
    /** @type {readonly number[]} */ [low, high],
    /** @type {string} */ of,
  ) => {
    if (share < low || share > high) add(size, `llms-full.txt is ${share.toFixed(3)}× ${of} (expected ${low}–${high})`);
  };
  if (full && markdown.bytes) band(full.bytes / markdown.bytes, FULL_EXPORT_SIZE_BAND, "the .md files' bytes");
  if (full && figures.sourceBytes) band(full.bytes / figures.sourceBytes, SOURCE_SIZE_BAND, "the MDX pages' bytes");
  return [...found].map(([point, problems]) => ({point, problems}));
}
