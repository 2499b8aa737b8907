// Makes what every page loads before it becomes interactive smaller, with two build-time loaders:
// - docsMetadataLoader.cjs drops what only DocCard reads from the docs plugins' version metadata
//   (~20 KB gzip on every doc page). The build fails if anything would render a DocCard and then
//   miss that data: a page or component that renders DocCard or DocCardList or calls useDocById
//   (named by file), or a sidebar category with `link: {type: 'generated-index'}` (named by route),
//   whose page theme-classic renders as a DocCardList.
// - registryLoader.cjs blanks the module paths in the client's route registry (~4 KB gzip off
//   the main bundle; only server rendering reads them).
// Both loaders fail the build when the code they slim no longer has the shape they expect.
// Written for the packages and versions listed in plugins/patchedPackages.ts (see UPGRADING.md).
import fs from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';
import {validateWithSchema} from '../pluginOptions';

export interface LeanBundlesOptions {
  id?: string;
  /** Folders (relative to the site) whose pages and components are searched for DocCard use. */
  contentDirs: string[];
}

const OptionsSchema = Joi.object<LeanBundlesOptions>({
  contentDirs: Joi.array().items(Joi.string().min(1)).min(1).required(),
});

export function validateOptions(
  context: OptionValidationContext<Partial<LeanBundlesOptions> | undefined, LeanBundlesOptions>,
): LeanBundlesOptions {
  return validateWithSchema('lean-bundles', OptionsSchema, context);
}

const CARD_COMPONENT = /<DocCard(List)?\b|\buseDocById\b/;
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && /\.(mdx?|tsx?|jsx?)$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

export function pagesRenderingDocCards(dirs: string[]): string[] {
  return dirs.flatMap(filesUnder).filter((file) => CARD_COMPONENT.test(fs.readFileSync(file, 'utf8')));
}

/** The part of a docs plugin instance's loaded content the guard reads: its processed sidebars. */
interface SidebarItem {
  type: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; permalink?: string};
}
interface LoadedDocsContent {
  loadedVersions: {sidebars: Record<string, SidebarItem[]>}[];
}

/**
 * Routes of the categories, in any docs plugin instance's sidebars, whose link is a generated index
 * (theme-classic renders that page as a DocCardList).
 */
export function generatedIndexPages(allContent: Record<string, Record<string, unknown> | undefined>): string[] {
  const instances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, LoadedDocsContent | undefined>;
  const walk = (items: SidebarItem[]): string[] =>
    items.flatMap((item) => [
      ...(item.type === 'category' && item.link?.type === 'generated-index'
        ? [item.link.permalink ?? `the category "${item.label}"`]
        : []),
      ...walk(item.items ?? []),
    ]);
  return Object.values(instances).flatMap((content) =>
    (content?.loadedVersions ?? []).flatMap((version) => Object.values(version.sidebars ?? {}).flatMap(walk)),
  );
}

const WHY =
  'which read the doc titles and descriptions this plugin removes from the docs metadata. ' +
  'Remove the plugin from docusaurus.config.ts, or list the pages another way.';

export default function leanBundlesPlugin(context: LoadContext, options: LeanBundlesOptions): Plugin {
  return {
    name: 'lean-bundles',
    async loadContent() {
      const offenders = pagesRenderingDocCards(options.contentDirs.map((dir) => path.resolve(context.siteDir, dir)));
      if (offenders.length > 0) {
        throw new Error(
          `lean-bundles: ${offenders.map((f) => path.relative(context.siteDir, f)).join(', ')} render DocCard/DocCardList or call useDocById, ${WHY}`,
        );
      }
    },
    allContentLoaded({allContent}) {
      const pages = generatedIndexPages(allContent as Record<string, Record<string, unknown> | undefined>);
      if (pages.length > 0) {
        throw new Error(
          `lean-bundles: the sidebar categories with link {type: 'generated-index'} at ${pages.join(', ')} render a DocCardList, ${WHY} ` +
            "Link each category to a doc of its own (link: {type: 'doc', id: …}) instead.",
        );
      }
    },
    configureWebpack(config, isServer) {
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      return {
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: path.join(__dirname, 'docsMetadataLoader.cjs')}],
            },
            ...(isServer
              ? []
              : [
                  {
                    test: (file: string) => file === registry,
                    enforce: 'pre' as const,
                    use: [{loader: path.join(__dirname, 'registryLoader.cjs')}],
                  },
                ]),
          ],
        },
        ...loaderCacheDependencies(
          config,
          ['docsMetadataLoader.cjs', 'registryLoader.cjs', '../routeRegistry.cjs'].map((f) => path.join(__dirname, f)),
        ),
      };
    },
  };
}
