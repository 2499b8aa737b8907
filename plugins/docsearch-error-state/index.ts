// Applies loader.cjs to DocSearch's bundle so its error screen stays up when search fails.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';

export default function docsearchErrorStatePlugin(): Plugin {
  return {
    name: 'docsearch-error-state',
    configureWebpack(config) {
      return {
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
        ...loaderCacheDependencies(config, [path.join(__dirname, 'loader.cjs')]),
      };
    },
  };
}
