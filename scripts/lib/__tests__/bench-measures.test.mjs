// @ts-check
import {describe, expect, it} from 'vitest';
import {
  isRedirectHtml,
  labelledCounts,
  median,
  quantile,
  rankOfPage,
  scriptsNamedInHtml,
  treeRssKb,
} from '../bench-measures.mjs';

describe('bench measures', () => {
  it('interpolates quantiles and medians', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.95)).toBeCloseTo(48);
    expect(median([5, 1, 3])).toBe(3);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('sums the memory of a process tree and ignores other processes', () => {
    const ps = ['  1     0  900', ' 10     1  100', ' 11    10  200', ' 12    11   50', ' 20     1 7000'].join('\n');
    expect(treeRssKb(ps, 10)).toBe(350);
    expect(treeRssKb(ps, 99)).toBe(0);
  });

  it('finds the scripts a minified or quoted HTML page loads up front, not prefetches', () => {
    const html = [
      '<script data-rh=true type=application/ld+json>{}</script>',
      '<script src=/assets/js/runtime~main.1.js defer></script>',
      '<script src="/assets/js/main.2.js" defer></script>',
      '<link rel=modulepreload href=/assets/js/a.js>',
      '<link rel="preload" as="script" href="/assets/js/b.js">',
      '<link rel=prefetch href=/assets/js/c.js>',
      '<link rel=preload as=image href=/img/logo.svg>',
      '<link rel=stylesheet href=/assets/css/styles.css>',
    ].join('');
    expect(scriptsNamedInHtml(html)).toEqual([
      '/assets/js/runtime~main.1.js',
      '/assets/js/main.2.js',
      '/assets/js/a.js',
      '/assets/js/b.js',
    ]);
  });

  it('tells redirect pages from content pages', () => {
    expect(isRedirectHtml('<meta http-equiv="refresh" content="0; url=/x">')).toBe(true);
    expect(isRedirectHtml('<meta charset=UTF-8><h1>Timers</h1>')).toBe(false);
  });

  it('ranks the expected page among distinct pages, trailing slashes aside', () => {
    const hit = (/** @type {string} */ url) => ({url_without_anchor: `http://127.0.0.1:3000${url}`});
    const hits = [hit('/workflow-definition'), hit('/workflow-definition'), hit('/workflows/'), hit('/develop/')];
    expect(rankOfPage(hits, '/workflows')).toEqual({rank: 2, first: '/workflow-definition'});
    expect(rankOfPage(hits, '/develop')).toEqual({rank: 3, first: '/workflow-definition'});
    expect(rankOfPage(hits, '/cli')).toEqual({rank: 0, first: '/workflow-definition'});
    expect(rankOfPage([], '/cli')).toEqual({rank: 0, first: null});
  });

  it('counts the labelled queries first and in the top 5, a page not found counting in neither', () => {
    expect(labelledCounts([1, 2, 5, 6, 0, 1])).toEqual({count: 6, first: 2, top5: 4});
    expect(labelledCounts([])).toEqual({count: 0, first: 0, top5: 0});
  });
});
