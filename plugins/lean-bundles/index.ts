// Makes what every page loads before it becomes interactive smaller, with two build-time loaders:
// - docsMetadataLoader.cjs drops what only DocCard reads from the docs plugins' version metadata
//   (~20 KB gzip on every doc page). The build fails, naming the file, if a page or component
//   renders DocCard or DocCardList or calls useDocById, which would then miss that data.
// - registryLoader.cjs blanks the module paths in the client's route registry (~4 KB gzip off
//   the main bundle; only server rendering reads them).
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';

const CARD_COMPONENT = /<DocCard(List)?\b|\buseDocById\b/;

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

export default function leanBundlesPlugin(context: LoadContext, options: {contentDirs: string[]}): Plugin {
  return {
    name: 'lean-bundles',
    async loadContent() {
      const offenders = pagesRenderingDocCards(options.contentDirs.map((dir) => path.resolve(context.siteDir, dir)));
      if (offenders.length > 0) {
        throw new Error(
          `lean-bundles: ${offenders.map((f) => path.relative(context.siteDir, f)).join(', ')} render DocCard/DocCardList or call useDocById, ` +
            'which read the doc titles and descriptions this plugin removes from the docs metadata. Remove the plugin from docusaurus.config.ts, or list the pages another way.',
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
          ['docsMetadataLoader.cjs', 'registryLoader.cjs'].map((f) => path.join(__dirname, f)),
        ),
      };
    },
  };
}
