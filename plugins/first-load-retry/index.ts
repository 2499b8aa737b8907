// Applies loader.cjs to Docusaurus's client entry so a chunk that fails on the first load shows the
// route's error box with "Retry" (SPEC.md §8) instead of leaving the page inert.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function firstLoadRetryPlugin(): Plugin {
  return {
    name: 'first-load-retry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
              // Before the JSX transform, so the loader sees the published source.
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
