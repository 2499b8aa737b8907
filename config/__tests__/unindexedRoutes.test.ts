import {describe, expect, it} from 'vitest';
import {
  exportIgnorePaths,
  isUnderRoute,
  searchIgnorePaths,
  sitemapIgnorePatterns,
  UNINDEXED_ROUTES,
} from '../unindexedRoutes';
import {DEFAULT_OPTIONS as SEARCH_DEFAULTS} from '../../plugins/search-index/options';
import {DEFAULT_OPTIONS as LLMS_DEFAULTS} from '../../plugins/llms-export/options';

describe('routes never indexed', () => {
  it('matches a prefix and the routes below it, not a longer name', () => {
    expect(isUnderRoute('/search', ['/search'])).toBe(true);
    expect(isUnderRoute('/search/', ['/search'])).toBe(true);
    expect(isUnderRoute('/__fixtures/widgets', ['/__fixtures'])).toBe(true);
    expect(isUnderRoute('/searching', ['/search'])).toBe(false);
  });

  it('is one list that the sitemap, the search index and the llms exports all leave out', () => {
    expect(sitemapIgnorePatterns).toEqual(UNINDEXED_ROUTES.flatMap((r) => [r, `${r}/**`]));
    for (const route of UNINDEXED_ROUTES) {
      expect(SEARCH_DEFAULTS.ignorePaths).toContain(route);
      expect(LLMS_DEFAULTS.ignorePaths).toContain(route);
    }
    expect(SEARCH_DEFAULTS.ignorePaths).toBe(searchIgnorePaths);
    expect(LLMS_DEFAULTS.ignorePaths).toBe(exportIgnorePaths);
  });

  it('keeps the tag listings in the sitemap but out of the search index', () => {
    expect(searchIgnorePaths).toEqual(expect.arrayContaining(['/tags', '/ai-cookbook/tags']));
    expect(sitemapIgnorePatterns.some((p) => p.startsWith('/tags'))).toBe(false);
  });
});
