// Build-time patches to @docusaurus/core 3.8.1's client (the version is registered in
// plugins/patchedPackages.ts; UPGRADING.md says when to delete each), each a loader that fails the
// build with a clear message (plugins/replaceOnce.cjs) if the code it patches has changed:
// - firstLoadRetry.cjs: a chunk that fails on a direct load shows the route's red "Retry" box
//   (src/theme/Loading) instead of leaving the page inert;
// - prefetch.cjs: prefetching a linked route looks its chunks up in an index instead of scanning
//   every route, and runs when the browser is idle, so long pages with hundreds of links do not
//   spend a long task on it while they load;
// - afterHydration.cjs: the updates every page makes once hydrated (isBrowser; in
//   @docusaurus/theme-common the window size and each code block's "does it scroll") are
//   transitions, rendered in slices;
// - lazyRoutes.cjs: each route's loadable component is built when the route is first rendered or
//   preloaded, not for all ~540 routes while the main bundle starts;
// - preloadInTwoTasks.cjs: a route preload matches the route and builds its loadables in one task and
//   requests its chunks in the next;
// - lazyCollapsible.cjs: a lazy Collapsible of @docusaurus/theme-common (a sidebar category) mounts
//   its children in a transition the first time it opens, so the click paints first;
// - activePlugin.cjs: @docusaurus/plugin-content-docs finds the page's docs plugin without setting up
//   a collator (localeCompare) while the page hydrates.
// And one change of the client bundle's configuration:
// - stagedEntry.ts becomes the client's entry in production builds: the main bundle's evaluation
//   only schedules Docusaurus's client entry and the large parts it imports, each in a task of its
//   own, instead of running them in the task that finishes parsing the page.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';

const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/.source;
const THEME_COMMON_HOOKS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]/.source;
const THEME_COMMON_COLLAPSIBLE = /@docusaurus[\\/]theme-common[\\/]lib[\\/]components[\\/]Collapsible[\\/]/.source;
const DOCS_CLIENT = /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]/.source;

export default function coreClientPatchesPlugin(): Plugin {
  return {
    name: 'core-client-patches',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Before the JSX transform, so the loaders see the published source.
      const patch = (file: string, loader: string, folder = CORE_CLIENT) => ({
        test: new RegExp(`${folder}${file.replace('.', '\\.')}$`),
        enforce: 'pre' as const,
        use: [{loader: path.join(__dirname, loader)}],
      });
      return {
        ...(config.mode === 'production' ? {entry: path.join(__dirname, 'stagedEntry.ts')} : {}),
        module: {
          rules: [
            patch('clientEntry.js', 'firstLoadRetry.cjs'),
            patch('docusaurus.js', 'prefetch.cjs'),
            patch('browserContext.js', 'afterHydration.cjs'),
            patch('useWindowSize.js', 'afterHydration.cjs', THEME_COMMON_HOOKS),
            patch('useCodeWordWrap.js', 'afterHydration.cjs', THEME_COMMON_HOOKS),
            patch('ComponentCreator.js', 'lazyRoutes.cjs', `${CORE_CLIENT}exports[\\\\/]`),
            patch('preload.js', 'preloadInTwoTasks.cjs'),
            patch('index.js', 'lazyCollapsible.cjs', THEME_COMMON_COLLAPSIBLE),
            patch('docsClientUtils.js', 'activePlugin.cjs', DOCS_CLIENT),
          ],
        },
        ...loaderCacheDependencies(
          config,
          [
            'firstLoadRetry.cjs',
            'prefetch.cjs',
            'afterHydration.cjs',
            'lazyRoutes.cjs',
            'preloadInTwoTasks.cjs',
            'lazyCollapsible.cjs',
            'activePlugin.cjs',
            '../replaceOnce.cjs',
          ].map((f) => path.join(__dirname, f)),
        ),
      };
    },
  };
}
