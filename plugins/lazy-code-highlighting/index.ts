// Keeps Prism out of the main bundle: applies loader.cjs to theme-classic's prism-include-languages
// client module. The highlighter loads from src/lib/highlighter (see src/theme/CodeBlock/Content).
// Written for @docusaurus/theme-classic 3.8.1 (plugins/patchedPackages.ts, UPGRADING.md).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';

export default function lazyCodeHighlightingPlugin(): Plugin {
  return {
    name: 'lazy-code-highlighting',
    configureWebpack(config) {
      return {
        module: {
          rules: [
            {
              test: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
        ...loaderCacheDependencies(
          config,
          ['loader.cjs', '../replaceOnce.cjs'].map((f) => path.join(__dirname, f)),
        ),
      };
    },
  };
}
