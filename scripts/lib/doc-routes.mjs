// @ts-check
// The routes of the site's documentation pages, read from the sources without a build: the docs
// plugin (docs/, served at /) and the cookbook plugin (ai-cookbook/, served at /ai-cookbook). Pages
// that plugins generate (tag listings, pagination, /search) are not included.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** The content folders and the route each is served under (docusaurus.config.ts). */
export const CONTENT_ROOTS = [
  {dir: 'docs', base: ''},
  {dir: 'ai-cookbook', base: 'ai-cookbook'},
];

/** A number prefix such as `01-` orders files in the sidebar and is not part of the route. */
const withoutNumberPrefix = (/** @type {string} */ segment) => segment.replace(/^\d+[-_]/, '');

/**
 * The route of one page, as Docusaurus forms it: the front matter `slug` (absolute, or relative to
 * the page's folder); otherwise the folder path and the `id` (or the file name), except that an
 * `index`, `README` or folder-named file is served at its folder's route.
 * @param {string} relFile the file's path inside its content folder, with `/` separators
 * @param {Record<string, unknown>} frontMatter
 * @param {string} base the content folder's route, without slashes ('' for the site root)
 */
export function routeOf(relFile, frontMatter, base) {
  const parts = relFile.split('/');
  const folders = parts.slice(0, -1).map(withoutNumberPrefix);
  const name = withoutNumberPrefix(parts[parts.length - 1].replace(/\.mdx?$/, ''));
  /** @type {string[]} */
  let segments;
  if (typeof frontMatter.slug === 'string') {
    segments = frontMatter.slug.startsWith('/') ? [frontMatter.slug] : [...folders, frontMatter.slug];
  } else {
    const isIndex = ['index', 'readme'].includes(name.toLowerCase()) || name === folders[folders.length - 1];
    const last = typeof frontMatter.id === 'string' ? frontMatter.id : name;
    segments = isIndex ? folders : [...folders, last];
  }
  const route = [base, ...segments].join('/').split('/').filter(Boolean).join('/');
  return `/${route}`;
}

/**
 * Every documentation route of the site under `rootDir`.
 * @param {string} rootDir the repository root
 * @returns {Set<string>}
 */
export function docRoutes(rootDir) {
  /** @type {Set<string>} */
  const routes = new Set();
  for (const {dir, base} of CONTENT_ROOTS) {
    const top = path.join(rootDir, dir);
    /** @param {string} folder */
    const walk = (folder) => {
      for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
        // Files and folders starting with `_` or `.` are partials and settings, not pages.
        if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.mdx?$/.test(entry.name)) {
          const {data} = matter(fs.readFileSync(file, 'utf8'));
          routes.add(routeOf(path.relative(top, file).split(path.sep).join('/'), data, base));
        }
      }
    };
    walk(top);
  }
  return routes;
}
