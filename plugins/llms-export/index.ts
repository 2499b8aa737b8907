// Owns the machine-readable exports: after the build it writes llms.txt,
// llms-full.txt and the partial exports at the site root, one Markdown file per page at its route
// plus `.md`, and robots.txt naming the sitemap of the configured site URL. Pages come from the docs
// plugins' loaded content; their Markdown from their MDX (mdxToMarkdown.ts). A link in an export
// that leads to no built page fails the build (unless onBrokenLinks relaxes it).
import fs from 'node:fs/promises';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {resolveCodeFile} from '../remark-code-file';
import logger from '@docusaurus/logger';
import type {LlmsExportOptions} from './options';
import {MAIN_COLLECTION, orderPages, selectPages, type ExportPage, type LoadedCollection} from './pages';
import {mdxToMarkdown} from './mdxToMarkdown';
import {buildFullExport, buildLlmsTxt, findBrokenLinks, renderPage, type SiteInfo} from './buildExports';
import {markdownPath} from './markdownPath';
import {buildRobotsTxt} from './robotsTxt';
import {createLinkResolver, findBuiltAsset, reportBrokenLinks} from './links';
import {componentRenderer} from './components';
import {MarkdownCache, cacheKey, converterVersion} from './markdownCache';
import {pacedCollection} from '../build-memory';

export {validateOptions} from './options';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

interface MagicComment {
  line?: string;
  block?: {start: string; end: string};
}

function magicCommentNames(themeConfig: Record<string, unknown>): string[] | undefined {
  const comments = (themeConfig.prism as {magicComments?: MagicComment[]} | undefined)?.magicComments;
  return comments?.flatMap((c) => [c.line, c.block?.start, c.block?.end].filter((n): n is string => Boolean(n)));
}

/** Pages exported at once (see the loop in postBuild). */
const PAGES_AT_ONCE = 16;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function normalizeRoute(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

export default function llmsExportPlugin(context: LoadContext, options: LlmsExportOptions): Plugin {
  const {siteDir} = context;
  let collections: LoadedCollection[] = [];
  // Emptied by `docusaurus clear` with the bundler's cache.
  const cacheDir = path.join(siteDir, 'node_modules/.cache/llms-export');

  return {
    name: 'llms-export',

    allContentLoaded({allContent}) {
      const instances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, LoadedContent>;
      collections = Object.entries(instances)
        .sort(([a], [b]) => (a === MAIN_COLLECTION ? -1 : b === MAIN_COLLECTION ? 1 : 0))
        .map(([pluginId, content]) => {
          const version = content.loadedVersions.find((v) => v.isLast) ?? content.loadedVersions[0];
          return {
            pluginId,
            docs: version?.docs ?? [],
            sidebars: (version?.sidebars ?? {}) as LoadedCollection['sidebars'],
          };
        });
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata, siteConfig}) {
      const started = performance.now();
      const site: SiteInfo = {
        siteUrl: siteConfig.url.replace(/\/+$/, ''),
        baseUrl: siteConfig.baseUrl,
        title: siteConfig.title,
        summary: options.summary,
      };
      const routes = new Set(routesPaths.map(normalizeRoute));
      const built = (permalink: string) =>
        routes.has(normalizeRoute(permalink)) && routesBuildMetadata[permalink]?.noIndex !== true;
      const pages = orderPages(collections, options.sectionOrder, options.ignorePaths).filter((page) =>
        built(page.permalink),
      );

      const sourceFile = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
      const permalinks = new Map(
        collections.flatMap((c) => c.docs.map((doc) => [sourceFile(doc.source), doc.permalink] as const)),
      );
      const magicComments = magicCommentNames(siteConfig.themeConfig);
      const assets = await Promise.all(
        ['assets/images', 'assets/files'].map(async (dir) => ({
          dir,
          files: await fs.readdir(path.join(outDir, dir)).catch(() => []),
        })),
      );
      const builtAsset = (file: string) => findBuiltAsset(file, assets, site.baseUrl);
      const markdown = new Map<ExportPage, string>();
      const pagesStarted = performance.now();
      const cache = new MarkdownCache(options.cache ? cacheDir : null);
      const version = converterVersion(siteDir);
      const collectGarbage = pacedCollection();
      const exportPage = async (page: ExportPage) => {
        const file = sourceFile(page.source);
        const source = await fs.readFile(file, 'utf8');
        const settings = {
          siteUrl: site.siteUrl,
          permalink: page.permalink,
          admonitionLabels: options.admonitionLabels,
          ...(magicComments ? {magicComments} : {}),
        };
        const body = await cache.markdown(
          cacheKey(version, settings, source),
          {
            resolveLink: createLinkResolver({sourceFile: file, siteDir, baseUrl: site.baseUrl, permalinks, builtAsset}),
            readCodeFile: (meta) => resolveCodeFile(meta, siteDir),
            renderComponent: componentRenderer(page, pages, site.siteUrl, siteDir, site.baseUrl),
          },
          (questions) => mdxToMarkdown(source, {...settings, ...questions}),
        );
        const text = renderPage(page, body, site);
        markdown.set(page, text);
        const target = path.join(outDir, markdownPath(page.permalink));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, text);
      };
      // PAGES_AT_ONCE pages at a time: each page reads two files and writes one, and awaiting those
      // one page after another made the export wait on the file system for most of a second.
      for (let start = 0; start < pages.length; start += PAGES_AT_ONCE) {
        await Promise.all(pages.slice(start, start + PAGES_AT_ONCE).map(exportPage));
        await collectGarbage(cache.misses);
      }
      await cache.prune();
      const converted = `${seconds(pagesStarted)} (${cache.hits} from the cache, ${cache.misses} converted)`;

      const exports = new Map<string, string>();
      const all = pages.map((page) => ({markdown: markdown.get(page)!}));
      exports.set('llms-full.txt', buildFullExport({title: site.title, summary: site.summary}, all, site));
      for (const partial of options.partialExports) {
        const selected = selectPages(pages, partial.include).map((page) => ({markdown: markdown.get(page)!}));
        exports.set(partial.filename, buildFullExport(partial, selected, site));
      }
      const files = [
        {filename: 'llms-full.txt', title: 'every page'},
        ...options.partialExports.map((p) => ({filename: p.filename, title: p.title})),
      ];
      exports.set('llms.txt', buildLlmsTxt(pages, site, files));
      for (const [filename, text] of exports) await fs.writeFile(path.join(outDir, filename), text);
      await fs.writeFile(path.join(outDir, 'robots.txt'), buildRobotsTxt(site));

      const exists = (pathname: string): boolean => {
        if (!pathname.startsWith(site.baseUrl) && `${pathname}/` !== site.baseUrl) return false;
        if (routes.has(normalizeRoute(pathname))) return true;
        const file = path.join(outDir, pathname.slice(site.baseUrl.length));
        return existsSync(file) && (statSync(file).isFile() || existsSync(path.join(file, 'index.html')));
      };
      const broken = [...exports].flatMap(([filename, text]) =>
        findBrokenLinks(text, site, exists).map((link) => `${filename}: ${link}`),
      );
      const sizes = [...exports].map(([name, text]) => `${name} (${Math.round(text.length / 1024)} KiB)`);
      logger.info(
        `[llms-export] ${pages.length} pages → ${sizes.join(', ')}, ${pages.length} .md files, robots.txt in ${seconds(started)}; pages in ${converted}`,
      );
      const severity = options.onBrokenLinks === 'site' ? siteConfig.onBrokenLinks : options.onBrokenLinks;
      reportBrokenLinks(broken, severity, (message) => logger.warn(`[llms-export] ${message}`));
    },
  };
}
