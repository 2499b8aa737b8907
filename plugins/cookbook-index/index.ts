// Publishes the AI Cookbook's recipe index to the pages (global data `cookbook-index`), read from
// the recipes' front matter. Invalid metadata fails the build (buildCookbookIndex.ts).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCookbookIndex, paginate, type CookbookIndexItem} from './buildCookbookIndex';
import {validateOptions, type CookbookIndexOptions} from './options';

export type {CookbookIndexItem};

export default function cookbookIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin<CookbookIndexItem[]> {
  const options = validateOptions((rawOptions ?? {}) as Partial<CookbookIndexOptions> & Record<string, unknown>);
  const dir = path.resolve(context.siteDir, options.path);
  return {
    name: 'cookbook-index',
    getPathsToWatch: () => [path.join(dir, '*.{md,mdx}'), path.join(dir, 'tags.yml')],
    async loadContent() {
      const vocabulary = new Set(
        Object.keys((yaml.load(fs.readFileSync(path.join(dir, 'tags.yml'), 'utf8')) as object) ?? {}),
      );
      const files = fs
        .readdirSync(dir)
        .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_') && !/^index\.mdx?$/.test(f))
        .sort();
      const sources = files.map((f) => ({
        file: path.join(options.path, f),
        frontMatter: matter(fs.readFileSync(path.join(dir, f), 'utf8')).data,
      }));
      return buildCookbookIndex(sources, options.routeBasePath, vocabulary);
    },
    async contentLoaded({content, actions}) {
      const pages = paginate(content, options.routeBasePath, options.pageSize);
      actions.setGlobalData({recipes: content, pageSize: options.pageSize, pages: pages.map((p) => p.permalink)});
      // Page 1 is the collection's landing doc; the following list pages get routes of their own.
      for (const page of pages.slice(1)) {
        actions.addRoute({
          path: page.permalink,
          component: '@site/src/components/Cookbook/CookbookListPage',
          exact: true,
          props: {listPage: page},
        });
      }
    },
  };
}
