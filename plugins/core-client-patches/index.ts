// Build-time patches to @docusaurus/core 3.8.1's client (the version is registered in
// plugins/patchedPackages.ts; UPGRADING.md says when to delete each), each a loader that fails the
// build with a clear message (plugins/replaceOnce.cjs) if the code it patches has changed:
// - firstLoadRetry.cjs: a chunk that fails on a direct load shows the route's red "Retry" box
//   (src/theme/Loading) instead of leaving the page inert;
// - prefetch.cjs: prefetching a linked route looks its chunks up in an index instead of scanning
//   every route, and runs when the browser is idle, so long pages with hundreds of links do not
//   spend a long task on it while they load.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';

const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/.source;

export default function coreClientPatchesPlugin(): Plugin {
  return {
    name: 'core-client-patches',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Before the JSX transform, so the loaders see the published source.
      const patch = (file: string, loader: string) => ({
        test: new RegExp(`${CORE_CLIENT}${file.replace('.', '\\.')}$`),
        enforce: 'pre' as const,
        use: [{loader: path.join(__dirname, loader)}],
      });
      return {
        module: {
          rules: [patch('clientEntry.js', 'firstLoadRetry.cjs'), patch('docusaurus.js', 'prefetch.cjs')],
        },
        ...loaderCacheDependencies(
          config,
          ['firstLoadRetry.cjs', 'prefetch.cjs', '../replaceOnce.cjs'].map((f) => path.join(__dirname, f)),
        ),
      };
    },
  };
}
