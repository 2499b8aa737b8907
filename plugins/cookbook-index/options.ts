// Options of the cookbook-index plugin: where the recipes are and where the collection is served.
export interface CookbookIndexOptions {
  /** Folder of the cookbook collection, relative to the site directory. */
  path: string;
  /** Route the collection is mounted at (SPEC.md §2.1: /ai-cookbook). */
  routeBasePath: string;
  /** Recipes per list page; the landing page shows the first page, /page/N the others. */
  pageSize: number;
}

export const DEFAULT_OPTIONS: CookbookIndexOptions = {path: 'ai-cookbook', routeBasePath: '/ai-cookbook', pageSize: 5};

export function validateOptions(
  options: Partial<CookbookIndexOptions> & Record<string, unknown>,
): CookbookIndexOptions {
  const known = new Set(['id', ...Object.keys(DEFAULT_OPTIONS)]);
  const unknown = Object.keys(options).filter((key) => !known.has(key));
  if (unknown.length) {
    throw new Error(
      `cookbook-index: unknown option(s) ${unknown.join(', ')}; known options are ${Object.keys(DEFAULT_OPTIONS).join(', ')}.`,
    );
  }
  const merged = {...DEFAULT_OPTIONS, ...options} as CookbookIndexOptions;
  if (!merged.routeBasePath.startsWith('/')) {
    throw new Error(`cookbook-index: routeBasePath must start with "/", got "${merged.routeBasePath}".`);
  }
  if (!Number.isInteger(merged.pageSize) || merged.pageSize < 1) {
    throw new Error(
      `cookbook-index: pageSize must be a whole number of 1 or more, got ${JSON.stringify(merged.pageSize)}.`,
    );
  }
  return merged;
}
