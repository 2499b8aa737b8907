import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {optionalFilterWeight} from '../facets';
import {sdkSearchFilters, withSdkFilters} from '../sdkFilter';
import {withSdkSearch} from '../sdkClient';
import {sdkNamedIn, sdkOfPath, storedSdk} from '../../sdkChoice';
import type {SearchIndexFile} from '../../../../plugins/search-index/records';

const page = (sdk: string, title: string) => ({
  u: `/develop/${sdk}/timers`,
  l0: 'Develop',
  l1: title,
  lang: 'en',
  tag: 'docs-default-current',
  sdk,
});
const index: SearchIndexFile = {
  v: 1,
  pages: [
    page('go', 'Durable timers - Go SDK'),
    page('python', 'Durable timers - Python SDK'),
    page('java', 'Durable timers - Java SDK'),
  ],
  records: [0, 1, 2].map((p) => ({
    p,
    a: '',
    t: 'lvl1' as const,
    h: [],
    c: 'A durable timer waits for a period of time.',
  })),
};
const engine = new SearchEngine(index, 'https://docs.example');
const urls = (params: Parameters<SearchEngine['search']>[0]) =>
  engine.search(params).hits.map((h) => h.url_without_anchor);

describe('the SDK facet on the embedded index', () => {
  it('keeps only the chosen SDK with facetFilters', () => {
    expect(urls({query: 'durable timer', facetFilters: [['sdk:python']]})).toEqual([
      'https://docs.example/develop/python/timers',
    ]);
  });

  it('ranks the optional filter’s SDK first without dropping the others', () => {
    const plain = urls({query: 'durable timer'});
    expect(plain[0]).toBe('https://docs.example/develop/go/timers');
    const ranked = urls({query: 'durable timer', optionalFilters: ['sdk:java']});
    expect(ranked[0]).toBe('https://docs.example/develop/java/timers');
    expect(ranked).toHaveLength(3);
  });

  it('reads optional filters as Algolia writes them', () => {
    expect(optionalFilterWeight({sdk: 'go'}, ['sdk:go<score=2>'], 3)).toBe(2);
    expect(optionalFilterWeight({sdk: 'go'}, [['sdk:java', 'sdk:go']], 3)).toBe(3);
    expect(optionalFilterWeight({sdk: ''}, ['sdk:go'], 3)).toBe(1);
  });
});

describe('sdkSearchFilters', () => {
  it('filters on the picked SDK', () => {
    expect(sdkSearchFilters('go', 'python', 'timers')).toEqual({facetFilters: [['sdk:go']]});
  });
  it('ranks the reader’s SDK first unless the query names another language', () => {
    expect(sdkSearchFilters(null, 'python', 'timers')).toEqual({optionalFilters: ['sdk:python']});
    expect(sdkSearchFilters(null, 'python', 'python timers')).toEqual({optionalFilters: ['sdk:python']});
    expect(sdkSearchFilters(null, 'python', 'golang timers')).toEqual({});
    expect(sdkSearchFilters(null, null, 'timers')).toEqual({});
  });
  it('adds to a flat request (the modal) and to one with params (the search page)', () => {
    const filters = () => sdkSearchFilters('ruby', null, '');
    expect(withSdkFilters({query: 'x', facetFilters: ['language:en']}, filters)).toEqual({
      query: 'x',
      facetFilters: ['language:en', ['sdk:ruby']],
    });
    expect(withSdkFilters({params: {query: 'x'}}, () => ({optionalFilters: ['sdk:go']}))).toEqual({
      params: {query: 'x', optionalFilters: ['sdk:go']},
    });
  });
});

describe('sdkChoice', () => {
  it('knows the SDK of a guide page', () => {
    expect(sdkOfPath('/develop/dotnet/timers')).toBe('dotnet');
    expect(sdkOfPath('/develop/go')).toBe('go');
    expect(sdkOfPath('/develop/safe-deployments')).toBeNull();
    expect(sdkOfPath('/encyclopedia/go')).toBeNull();
  });
  it('reads only a known SDK from storage, and survives storage that throws', () => {
    expect(storedSdk(() => 'java')).toBe('java');
    expect(storedSdk(() => 'cli')).toBeNull();
    expect(
      storedSdk(() => {
        throw new Error('denied');
      }),
    ).toBeNull();
  });
  it('finds a language named in a query', () => {
    expect(sdkNamedIn('C# workflow')).toBe('dotnet');
    expect(sdkNamedIn('workflow in TypeScript')).toBe('typescript');
    expect(sdkNamedIn('activity timeouts')).toBeNull();
  });
});

describe('withSdkSearch', () => {
  it('adds the filters to every request, in both request forms, and keeps the rest of the client', async () => {
    const seen: unknown[] = [];
    const client = {
      appId: 'app',
      async search(input: unknown) {
        seen.push(input);
        return {results: []};
      },
    };
    const wrapped = withSdkSearch(
      client,
      () => null,
      () => 'go',
    );
    expect(wrapped.appId).toBe('app');
    await wrapped.search({requests: [{query: 'timers'}, {query: 'java timers'}]});
    await wrapped.search([{query: 'timers', facetFilters: ['language:en']}]);
    expect(seen).toEqual([
      {requests: [{query: 'timers', optionalFilters: ['sdk:go']}, {query: 'java timers'}]},
      [{query: 'timers', facetFilters: ['language:en'], optionalFilters: ['sdk:go']}],
    ]);
  });
});
