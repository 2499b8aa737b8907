import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {
  MATCH_END,
  MATCH_START,
  RESULTS_PER_PAGE,
  decodeEntities,
  mergeResponse,
  pageRequest,
  resultItem,
  segments,
} from '../pageResults';
import type {SearchIndexFile} from '../../../../plugins/search-index/records';

const S = MATCH_START;
const E = MATCH_END;
const keep = (url: string) => url;

describe('search page results', () => {
  it('splits highlights into text and matches, decoding what the service escaped', () => {
    expect(segments(`Set a ${S}timer${E} &amp; wait`)).toEqual([
      {text: 'Set a ', match: false},
      {text: 'timer', match: true},
      {text: ' & wait', match: false},
    ]);
    expect(decodeEntities('&lt;img src=x&gt; &#39;a&#x27; &nbsp;')).toBe("<img src=x> 'a' &nbsp;");
  });

  it('keeps markup in a hit as text', () => {
    const item = resultItem(
      {url: '/x', _highlightResult: {hierarchy: {lvl0: {value: 'Docs'}, lvl1: {value: '&lt;b&gt;bold&lt;/b&gt;'}}}},
      keep,
    );
    expect(item.title).toEqual([{text: '<b>bold</b>', match: false}]);
  });

  it('takes the deepest heading as the title and the ones above as breadcrumbs, in level order', () => {
    const item = resultItem(
      {
        url: 'https://docs.example.com/a#b',
        hierarchy: {lvl0: 'Guide', lvl1: 'Timers', lvl2: 'Durable timers', lvl3: null},
        _highlightResult: {hierarchy: {lvl2: {value: `Durable ${S}timers${E}`}, lvl0: {value: 'Guide'}}},
        _snippetResult: {content: {value: `…a ${S}timer${E} that…`}},
      },
      (url) => new URL(url).pathname + new URL(url).hash,
    );
    expect(item.url).toBe('/a#b');
    expect(item.title.map((s) => s.text).join('')).toBe('Durable timers');
    expect(item.breadcrumbs.map((c) => c.map((s) => s.text).join(''))).toEqual(['Guide', 'Timers']);
    expect(item.summary.filter((s) => s.match).map((s) => s.text)).toEqual(['timer']);
  });

  it('starts over on page 0 and appends later pages of the same query', () => {
    const response = (page: number, urls: string[]) => ({
      hits: urls.map((url) => ({url, hierarchy: {lvl0: 'D', lvl1: url}})),
      nbHits: 3,
      page,
      nbPages: 2,
    });
    const first = mergeResponse(null, 'q', response(0, ['/a', '/b']), keep);
    expect(first).toMatchObject({total: 3, page: 0, hasMore: true});
    const second = mergeResponse(first, 'q', response(1, ['/c']), keep);
    expect(second.items.map((i) => i.url)).toEqual(['/a', '/b', '/c']);
    expect(second.hasMore).toBe(false);
    expect(mergeResponse(second, 'other', response(0, ['/z']), keep).items.map((i) => i.url)).toEqual(['/z']);
  });

  it('asks the embedded engine for marked highlights that it returns escaped', () => {
    const index = {
      v: 1,
      pages: [{u: '/timers', l0: 'Guide', l1: 'Timers <fast>', lang: 'en', tag: 'default'}],
      records: [{p: 0, t: 'content', h: [], a: '', c: 'A timer waits & then fires.'}],
    } as unknown as SearchIndexFile;
    const engine = new SearchEngine(index, 'https://docs.example.com');
    const request = pageRequest('docs', 'timer', 0, ['language:en']);
    expect(request.hitsPerPage).toBe(RESULTS_PER_PAGE);
    const item = resultItem(engine.search(request).hits[0]!, keep);
    expect(item.breadcrumbs.map((c) => c.map((s) => s.text).join(''))).toEqual(['Guide']);
    expect(item.title.map((s) => s.text).join('')).toBe('Timers <fast>');
    expect(item.summary).toContainEqual({text: 'timer', match: true});
    expect(item.summary.map((s) => s.text).join('')).toBe('A timer waits & then fires.');
  });
});
