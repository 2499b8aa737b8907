// The register of everything this site changes inside another package: build-time patches (loaders
// under plugins/), the patch file that patch-package applies on install (patches/), a runtime repair,
// and the components swizzled under src/theme/. Each entry names the exact package version it was
// written against and the files of that package to re-read before moving the pin.
// plugins/__tests__/patchedPackages.test.ts fails, naming those files, when the installed version of
// any listed package differs; UPGRADING.md says for each entry why it exists, what upstream change
// would retire it, and when to delete it.

export type PatchKind =
  /** A loader that rewrites the package's published code during the build (replaceOnce). */
  | 'loader'
  /** A diff applied to node_modules on install by patch-package. */
  | 'patch-file'
  /** Browser code of ours that corrects the package's markup while it renders. */
  | 'runtime'
  /** A client entry of ours that the bundler starts in place of the package's, which it runs. */
  | 'entry'
  /** A swizzled component that renders the original and adds to it. */
  | 'wrap'
  /** A swizzled component copied from the package and changed, or written anew in its place. */
  | 'eject';

export interface PatchedPackage {
  /** Our file or folder that carries the change, relative to the repository root. */
  readonly patch: string;
  readonly kind: PatchKind;
  readonly package: string;
  /** The exact version the change was written against and checked with. */
  readonly version: string;
  /** Files of the package (relative to its folder in node_modules) to re-read when the version moves. */
  readonly files: readonly string[];
  /** One line: why the change exists. UPGRADING.md has the long form. */
  readonly why: string;
  /**
   * An upstream issue or pull request (URL) that fixes it or tracks it, or the UPGRADING.md anchor of a
   * bug report ready to file where none exists, or 'none needed' for a supported customisation.
   */
  readonly upstream: string;
}

const CORE = {package: '@docusaurus/core', version: '3.8.1'} as const;
const THEME_CLASSIC = {package: '@docusaurus/theme-classic', version: '3.8.1'} as const;
const THEME_COMMON = {package: '@docusaurus/theme-common', version: '3.8.1'} as const;
const THEME_SEARCH = {package: '@docusaurus/theme-search-algolia', version: '3.8.1'} as const;
const DOCS = {package: '@docusaurus/plugin-content-docs', version: '3.8.1'} as const;
const DOCSEARCH = {package: '@docsearch/react', version: '3.9.0'} as const;

export const PATCHED_PACKAGES: readonly PatchedPackage[] = [
  // Build-time patches.
  {
    patch: 'plugins/core-client-patches/firstLoadRetry.cjs',
    kind: 'loader',
    ...CORE,
    files: ['lib/client/clientEntry.js'],
    why: 'a chunk that fails on a direct load leaves the page inert; the patch shows the route’s Retry box',
    upstream: 'UPGRADING.md#bug-first-load-chunk-failure',
  },
  {
    patch: 'plugins/core-client-patches/stagedEntry.ts',
    kind: 'entry',
    ...CORE,
    files: ['lib/webpack/client.js', 'lib/client/clientEntry.js'],
    why: 'the whole client runs in the task that finishes parsing the page; the entry runs it in parts, a task each',
    upstream: 'UPGRADING.md#bug-client-starts-in-the-parsing-task',
  },
  {
    patch: 'plugins/core-client-patches/prefetch.cjs',
    kind: 'loader',
    ...CORE,
    files: ['lib/client/docusaurus.js'],
    why: 'prefetching a link scans every route; the patch indexes them once and prefetches when idle',
    upstream: 'UPGRADING.md#bug-prefetch-scans-every-route',
  },
  {
    patch: 'plugins/core-client-patches/lazyRoutes.cjs',
    kind: 'loader',
    ...CORE,
    files: ['lib/client/exports/ComponentCreator.js', 'lib/client/preload.js'],
    why: 'the main bundle builds a react-loadable for each of ~540 routes at start-up; the patch builds one when its route is first rendered or preloaded',
    upstream: 'UPGRADING.md#bug-every-route-loadable-at-start-up',
  },
  {
    patch: 'plugins/core-client-patches/preloadInTwoTasks.cjs',
    kind: 'loader',
    ...CORE,
    files: ['lib/client/preload.js'],
    why: 'a route preload matches, builds the loadables and adds every chunk’s script in one task; the patch requests the chunks in the next',
    upstream: 'UPGRADING.md#bug-route-preload-in-one-task',
  },
  {
    patch: 'plugins/core-client-patches/afterHydration.cjs',
    kind: 'loader',
    ...CORE,
    files: ['lib/client/browserContext.js'],
    why: 'isBrowser turns true after hydration at the default priority, one long re-render; the patch makes it a transition',
    upstream: 'UPGRADING.md#bug-updates-after-hydration-block',
  },
  {
    patch: 'plugins/core-client-patches/afterHydration.cjs',
    kind: 'loader',
    ...THEME_COMMON,
    files: ['lib/hooks/useWindowSize.js', 'lib/hooks/useCodeWordWrap.js'],
    why: 'the first window size and each code block’s scroll check re-render at the default priority after hydration, and a shown tab’s code blocks measure inside the click; the patch makes them transitions',
    upstream: 'UPGRADING.md#bug-updates-after-hydration-block',
  },
  {
    patch: 'plugins/core-client-patches/lazyCollapsible.cjs',
    kind: 'loader',
    ...THEME_COMMON,
    files: ['lib/components/Collapsible/index.js', 'lib/components/Collapsible/index.d.ts'],
    why: 'a lazy Collapsible (a sidebar category) mounts its children in the click’s task; the patch mounts them in a transition',
    upstream: 'UPGRADING.md#bug-lazy-collapsible-mounts-in-the-click',
  },
  {
    patch: 'plugins/core-client-patches/activePlugin.cjs',
    kind: 'loader',
    ...DOCS,
    files: ['lib/client/docsClientUtils.js'],
    why: 'finding the page’s docs plugin sorts with localeCompare while it hydrates, setting up a collator; the patch compares plain strings',
    upstream: 'UPGRADING.md#bug-active-plugin-sort-sets-up-a-collator',
  },
  {
    patch: 'plugins/lazy-code-highlighting',
    kind: 'loader',
    ...THEME_CLASSIC,
    files: ['lib/prism-include-languages.js', 'lib/theme/prism-include-languages.js', 'lib/index.js'],
    why: 'the Prism startup module puts Prism in every page’s main bundle; the loader empties it',
    upstream: 'UPGRADING.md#bug-prism-in-main-bundle',
  },
  {
    patch: 'plugins/lean-bundles/docsMetadataLoader.cjs',
    kind: 'loader',
    ...DOCS,
    files: ['lib/props.js', 'lib/routes.js'],
    why: 'every doc page loads every doc’s title and description, read only by DocCard; the loader drops them',
    upstream: 'UPGRADING.md#bug-version-metadata-on-every-page',
  },
  {
    patch: 'plugins/lean-bundles/docsMetadataLoader.cjs',
    kind: 'loader',
    ...THEME_CLASSIC,
    files: [
      'lib/theme/DocCard/index.js',
      'lib/theme/DocCardList/index.js',
      'lib/theme/DocCategoryGeneratedIndexPage/index.js',
    ],
    why: 'the readers of the dropped fields: DocCard (useDocById) and the generated-index page',
    upstream: 'UPGRADING.md#bug-version-metadata-on-every-page',
  },
  {
    patch: 'plugins/lean-bundles/registryLoader.cjs',
    kind: 'loader',
    ...CORE,
    files: ['lib/server/codegen/codegenRoutes.js', 'lib/client/exports/ComponentCreator.js'],
    why: 'the client route registry carries module paths only server rendering reads; the loader blanks them',
    upstream: 'UPGRADING.md#bug-registry-module-paths',
  },
  {
    patch: 'patches/@docusaurus+core+3.8.1.patch',
    kind: 'patch-file',
    ...CORE,
    files: ['lib/ssg/ssgRenderer.js', 'lib/client/serverEntry.js', 'lib/server/codegen/codegenRoutes.js'],
    why: 'SSG renders and minifies all ~530 pages on every build; the patch lets plugins/ssg-render-cache reuse a page whose render and HTML would be unchanged',
    upstream: 'UPGRADING.md#bug-ssg-renders-every-page',
  },
  {
    patch: 'patches/@docsearch+react+3.9.0.patch',
    kind: 'patch-file',
    ...DOCSEARCH,
    files: ['dist/esm/index.js'],
    why: 'a failed search shows "No results" instead of "Unable to fetch results" (bundled autocomplete resets the status); a recent search’s option holds its save/remove buttons',
    upstream: 'UPGRADING.md#bug-autocomplete-error-status',
  },
  {
    patch: 'src/lib/search/docsearchAria.ts',
    kind: 'runtime',
    ...DOCSEARCH,
    files: ['dist/esm/index.js'],
    why: 'the modal’s container is role="button" around the input and results, and its lists share one id that aria-controls does not name; the input becomes the combobox',
    upstream: 'UPGRADING.md#bug-docsearch-modal-aria',
  },
  {
    patch: 'src/clientModules/codeHighlighter.ts',
    kind: 'runtime',
    package: '@rspack/core',
    version: '1.7.12',
    files: ['dist/RuntimeGlobals.d.ts'],
    why: 'webpackPrefetch ignores slow connections and data saver; on those the client module empties __webpack_require__.F before the startup prefetches run',
    upstream: 'UPGRADING.md#bug-prefetch-ignores-connection',
  },
  {
    patch: 'src/clientModules/sidebarScroll.ts',
    kind: 'runtime',
    ...THEME_CLASSIC,
    files: ['lib/theme/DocSidebar/Desktop/Content/index.js', 'lib/theme/DocSidebarItem/Link/index.js'],
    why: 'the desktop sidebar opens at its top, hiding the current page’s item in a long sidebar; the client module scrolls the sidebar’s own box (nav.menu) to it',
    upstream: 'none needed',
  },
  // Swizzled components (src/theme/README.md).
  {
    patch: 'src/theme/Admonition/Types.tsx',
    kind: 'wrap',
    ...THEME_CLASSIC,
    files: ['lib/theme/Admonition/Types.js'],
    why: 'adds the competency and copycode admonition kinds',
    upstream: 'none needed',
  },
  {
    patch: 'src/theme/CodeBlock/index.tsx',
    kind: 'eject',
    ...THEME_CLASSIC,
    files: ['lib/theme/CodeBlock/index.js'],
    why: 'a block given a string is not remounted after hydration',
    upstream: 'UPGRADING.md#bug-codeblock-remount',
  },
  {
    patch: 'src/theme/CodeBlock/Content/index.tsx',
    kind: 'wrap',
    ...THEME_CLASSIC,
    files: ['lib/theme/CodeBlock/Content/index.js', 'lib/theme/CodeBlock/Content/String.js'],
    why: 'keeps the server’s highlighted markup and loads Prism after the page is interactive',
    upstream: 'UPGRADING.md#bug-prism-in-main-bundle',
  },
  {
    patch: 'src/theme/CodeBlock/Line',
    kind: 'wrap',
    ...THEME_CLASSIC,
    files: ['lib/theme/CodeBlock/Line/index.js', 'lib/theme/CodeBlock/Line/Token/index.js'],
    why: 'a highlighted line has a <span> per run of one style, not one per Prism token',
    upstream: 'none needed',
  },
  {
    patch: 'src/theme/DocItem/Content/index.tsx',
    kind: 'wrap',
    ...THEME_CLASSIC,
    files: ['lib/theme/DocItem/Content/index.js'],
    why: 'the Copy page control and the Markdown twin’s <link rel="alternate">',
    upstream: 'none needed',
  },
  {
    patch: 'src/theme/DocItem/Paginator/index.tsx',
    kind: 'wrap',
    ...THEME_CLASSIC,
    files: ['lib/theme/DocItem/Paginator/index.js', 'lib/theme/BackToTopButton/index.js'],
    why: 'the end of the page (Feedback, and Back to top below the desktop breakpoint) on every doc page',
    upstream: 'none needed',
  },
  {
    patch: 'src/theme/DocTagsListPage/index.tsx',
    kind: 'wrap',
    ...THEME_CLASSIC,
    files: ['lib/theme/DocTagsListPage/index.js'],
    why: 'the tag index pages get a meta description',
    upstream: 'UPGRADING.md#bug-tags-list-description',
  },
  {
    patch: 'src/theme/Loading/index.tsx',
    kind: 'eject',
    ...CORE,
    files: ['lib/client/theme-fallback/Loading/index.js'],
    why: 'the load-failure box and spinner with AA contrast, a live region and no inline styles',
    upstream: 'UPGRADING.md#bug-loading-contrast',
  },
  {
    patch: 'src/theme/NavbarItem/ComponentTypes.tsx',
    kind: 'wrap',
    ...THEME_CLASSIC,
    files: ['lib/theme/NavbarItem/ComponentTypes.js'],
    why: 'adds the custom-askAi navbar item type',
    upstream: 'none needed',
  },
  {
    patch: 'src/theme/NotFound/Content/index.tsx',
    kind: 'eject',
    ...THEME_CLASSIC,
    files: ['lib/theme/NotFound/Content/index.js'],
    why: 'a Not Found page with a search box and popular pages',
    upstream: 'none needed',
  },
  {
    patch: 'src/theme/SearchBar',
    kind: 'eject',
    ...THEME_SEARCH,
    files: ['lib/theme/SearchBar/index.js'],
    why: 'the local search provider, no Algolia preconnect in local mode, DocSearch loaded on demand',
    upstream: 'https://github.com/algolia/docsearch/pull/2764',
  },
  {
    patch: 'src/theme/SearchBar/SearchButton.tsx',
    kind: 'eject',
    ...DOCSEARCH,
    files: ['dist/esm/index.js', 'dist/esm/index.d.ts'],
    why: 'DocSearch’s button and shortcuts, rewritten so the first page load does not carry the modal',
    upstream: 'https://github.com/algolia/docsearch/pull/2764',
  },
  {
    patch: 'src/theme/Tabs',
    kind: 'eject',
    ...THEME_CLASSIC,
    files: ['lib/theme/Tabs/index.js', 'lib/theme/Tabs/styles.module.css'],
    why: 'the other tab groups of a groupId (and the query string) switch in a transition, after the click paints',
    upstream: 'UPGRADING.md#bug-tab-groups-switch-in-the-click',
  },
  {
    patch: 'src/theme/Tabs',
    kind: 'eject',
    ...THEME_COMMON,
    files: ['lib/utils/tabsUtils.js', 'lib/utils/scrollUtils.js'],
    why: 'useTabs and the scroll-position blocker, re-implemented in the ejected Tabs',
    upstream: 'UPGRADING.md#bug-tab-groups-switch-in-the-click',
  },
  {
    patch: 'src/theme/SearchPage',
    kind: 'eject',
    ...THEME_SEARCH,
    // Written anew over the theme's public client hooks: re-check that they keep their meaning.
    files: ['lib/theme/SearchPage/index.js', 'lib/client/index.js', 'lib/client/useAlgoliaContextualFacetFilters.js'],
    why: 'our own /search page over the site’s search client (local index or Algolia), with the modal’s facet filters',
    upstream: 'none needed',
  },
];

/** Entries whose package is installed at another version than the one they were written for. */
export function versionMismatches(
  entries: readonly PatchedPackage[],
  installedVersion: (pkg: string) => string | null,
): {entry: PatchedPackage; installed: string | null}[] {
  return entries.flatMap((entry) => {
    const installed = installedVersion(entry.package);
    return installed === entry.version ? [] : [{entry, installed}];
  });
}

/** The failure message: each package that moved, and per patch the files to re-check. */
export function describeMismatches(mismatches: ReturnType<typeof versionMismatches>): string {
  const byPackage = new Map<string, ReturnType<typeof versionMismatches>>();
  for (const mismatch of mismatches) {
    byPackage.set(mismatch.entry.package, [...(byPackage.get(mismatch.entry.package) ?? []), mismatch]);
  }
  return [...byPackage]
    .map(([pkg, list]) =>
      [
        `${pkg} is installed at ${list[0]!.installed ?? 'no version (missing)'}, but these were written for ${list[0]!.entry.version}:`,
        ...list.map(
          ({entry}) =>
            `  - ${entry.patch} (${entry.kind}): re-check ${entry.files.map((f) => `node_modules/${pkg}/${f}`).join(', ')}`,
        ),
      ].join('\n'),
    )
    .concat('Follow UPGRADING.md for each, then set the new version in plugins/patchedPackages.ts.')
    .join('\n');
}
