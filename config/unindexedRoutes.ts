// The one definition of the routes that no machine-readable output lists: not the sitemap, not the
// embedded search index, not the llms exports and Markdown twins. A prefix covers the route itself
// and every route below it.
// - /search: the search page renders results for its query, not content of its own;
// - /__fixtures: test-only pages, built only with DOCS_TEST_FIXTURES=1;
// - /404: the Not Found page.
// Tag listings (/tags, /ai-cookbook/tags and the pages below them) are a second, narrower case: they
// stay in the sitemap, which crawlers follow to the pages they list, but a search result or an
// export should be a page with content, so the search index leaves them out (the llms exports hold
// doc pages only, so listings never reach them).

export const UNINDEXED_ROUTES: readonly string[] = ['/search', '/__fixtures', '/404'];

export const LISTING_ROUTES: readonly string[] = ['/tags', '/ai-cookbook/tags'];

/** Whether `route` is one of `prefixes` or below one of them ("/search/" and "/search/x" count; "/searching" does not). */
export function isUnderRoute(route: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

/** The sitemap plugin's `ignorePatterns` (globs) for the unindexed routes. */
export const sitemapIgnorePatterns: string[] = UNINDEXED_ROUTES.flatMap((prefix) => [prefix, `${prefix}/**`]);

/** What the search index leaves out: the unindexed routes and the tag listings. */
export const searchIgnorePaths: string[] = [...UNINDEXED_ROUTES, ...LISTING_ROUTES];

/** What the llms exports leave out. */
export const exportIgnorePaths: string[] = [...UNINDEXED_ROUTES];
