// Publishes the AI Cookbook's recipe index to the pages (global data `cookbook-index`) and adds the
// list pages after the first. The recipes are the docs that the 'ai-cookbook' docs plugin loaded
// (so their permalinks, `slug` included, are the docs plugin's); their front matter is validated by
// buildCookbookIndex.ts, and invalid metadata fails the build naming the file and the field.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {buildCookbookIndex, paginate, recipeSources, type CookbookIndexItem} from './buildCookbookIndex';
import type {CookbookIndexOptions} from './options';

export type {CookbookIndexItem};
export {validateOptions} from './options';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export default function cookbookIndexPlugin(_context: LoadContext, options: CookbookIndexOptions): Plugin {
  return {
    name: 'cookbook-index',
    async allContentLoaded({allContent, actions}) {
      const content = (allContent[DOCS_PLUGIN] ?? {})[options.docsPluginId] as LoadedContent | undefined;
      const version = content?.loadedVersions.find((v) => v.isLast) ?? content?.loadedVersions[0];
      if (!version) {
        throw new Error(
          `cookbook-index: no docs plugin with the id "${options.docsPluginId}" loaded any docs; set docsPluginId to the cookbook's docs plugin.`,
        );
      }
      const tagsFile = path.resolve(version.contentPath, options.tags);
      const vocabulary = new Set(Object.keys((yaml.load(fs.readFileSync(tagsFile, 'utf8')) as object) ?? {}));
      const recipes = buildCookbookIndex(recipeSources(version.docs), vocabulary);
      const pages = paginate(recipes, version.path, options.pageSize);
      actions.setGlobalData({recipes, pageSize: options.pageSize, pages: pages.map((p) => p.permalink)});
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
