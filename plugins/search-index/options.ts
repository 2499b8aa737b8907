// Options of the search-index plugin.
export interface SearchIndexOptions {
  /** Route prefixes that are never indexed (test fixtures, listings). */
  ignorePaths: string[];
  /** hierarchy.lvl0 for pages without a section (no breadcrumbs). */
  defaultSection: string;
}

export const DEFAULT_OPTIONS: SearchIndexOptions = {
  ignorePaths: ['/search', '/tags', '/ai-cookbook/tags', '/__fixtures', '/404'],
  defaultSection: 'Documentation',
};

export function validateOptions(options: Record<string, unknown>): SearchIndexOptions {
  const known = new Set(['id', ...Object.keys(DEFAULT_OPTIONS)]);
  const unknown = Object.keys(options).filter((key) => !known.has(key));
  if (unknown.length) {
    throw new Error(
      `search-index: unknown option(s) ${unknown.join(', ')}; known options are ${Object.keys(DEFAULT_OPTIONS).join(', ')}.`,
    );
  }
  return {...DEFAULT_OPTIONS, ...(options as Partial<SearchIndexOptions>)};
}
