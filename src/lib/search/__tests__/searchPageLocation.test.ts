import {describe, expect, it} from 'vitest';
import {isSearchPageWithQuery} from '../searchPageLocation';

describe('isSearchPageWithQuery', () => {
  it('is the search page with a query, with or without a trailing slash, under the base URL', () => {
    expect(isSearchPageWithQuery({pathname: '/search', search: '?q=signal'}, '/', 'search')).toBe(true);
    expect(isSearchPageWithQuery({pathname: '/search/', search: '?q=retry+policy'}, '/', 'search')).toBe(true);
    expect(isSearchPageWithQuery({pathname: '/docs/find', search: '?x=1&q=a'}, '/docs/', 'find')).toBe(true);
  });

  it('is not another page, the search page without a query, or with a blank one', () => {
    expect(isSearchPageWithQuery({pathname: '/workflows', search: '?q=signal'}, '/', 'search')).toBe(false);
    expect(isSearchPageWithQuery({pathname: '/search', search: ''}, '/', 'search')).toBe(false);
    expect(isSearchPageWithQuery({pathname: '/search', search: '?q=%20'}, '/', 'search')).toBe(false);
    expect(isSearchPageWithQuery({pathname: '/search-tips', search: '?q=a'}, '/', 'search')).toBe(false);
  });
});
