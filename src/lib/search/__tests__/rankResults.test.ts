// rankResults keeps and sorts only the records it returns; it must return exactly what the plain
// rules give — every record weighed with its page, all of them sorted, the optional filters' weight,
// a second sort, then facet filters and three hits a page — which this file writes out as they were
// before, and compares on random rankings with many ties.
import {describe, expect, it} from 'vitest';
import {
  MAX_HITS_PER_PAGE,
  OPTIONAL_FILTER_BOOST,
  RANKING,
  facetsOfPage,
  queryWords,
  rankResults,
  titleShare,
  type Scored,
  type SearchParams,
} from '../engine';
import {matchesFacetFilters, optionalFilterWeight} from '../facets';
import type {IndexedPage} from '../../../../plugins/search-index/records';

/** The rules as first written: every record sorted, twice. */
function plainRank(
  results: Scored[],
  text: string,
  params: SearchParams,
  pageOf: (id: number) => number,
  pages: readonly IndexedPage[],
): Scored[] {
  const words = queryWords(text);
  const wanted = words.length || 1;
  const covered = new Map<number, Set<string>>();
  for (const r of results) {
    const p = pageOf(r.id);
    const terms = covered.get(p) ?? new Set<string>();
    r.queryTerms.forEach((t) => terms.add(t));
    covered.set(p, terms);
  }
  const titled = new Map<number, number>();
  for (const p of covered.keys()) titled.set(p, 1 + (RANKING.titleMatch - 1) * titleShare(pages[p]!.l1, words));
  for (const r of results) {
    const p = pageOf(r.id);
    r.score *= (covered.get(p)!.size / wanted) ** RANKING.pageCoverage * titled.get(p)!;
  }
  const scores = new Map<number, number[]>();
  for (const r of results) {
    const p = pageOf(r.id);
    const list = scores.get(p);
    if (list) list.push(r.score);
    else scores.set(p, [r.score]);
  }
  const support = new Map<number, number>();
  for (const [p, list] of scores) {
    const next = list.sort((a, b) => b - a).slice(1, RANKING.pageSupportRecords + 1);
    support.set(p, RANKING.pageSupport * next.reduce((sum, x) => sum + x, 0));
  }
  for (const r of results) r.score += support.get(pageOf(r.id))!;
  let sorted = results.sort((a, b) => b.score - a.score);
  if (params.optionalFilters !== undefined) {
    for (const r of sorted) {
      r.score *= optionalFilterWeight(
        facetsOfPage(pages[pageOf(r.id)]!),
        params.optionalFilters,
        OPTIONAL_FILTER_BOOST,
      );
    }
    sorted = sorted.sort((a, b) => b.score - a.score);
  }
  const perPage = new Map<number, number>();
  const kept: Scored[] = [];
  for (const result of sorted) {
    const p = pageOf(result.id);
    if (!matchesFacetFilters(facetsOfPage(pages[p]!), params.facetFilters)) continue;
    const count = perPage.get(p) ?? 0;
    if (count >= MAX_HITS_PER_PAGE) continue;
    perPage.set(p, count + 1);
    kept.push(result);
  }
  return kept;
}

/** A deterministic pseudo-random sequence in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SDKS = ['go', 'java', 'python', ''];
const TITLES = ['Retry policy', 'Signals in Go', 'Task queues', 'Workflow retries and timeouts', 'Schedules'];

describe('rankResults', () => {
  it('returns exactly what the plain rules return: the same records, scores and order', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const pageCount = 1 + Math.floor(next() * 40);
      const pages: IndexedPage[] = Array.from({length: pageCount}, (_, p) => ({
        u: `/p${p}`,
        l0: 'Docs',
        l1: TITLES[Math.floor(next() * TITLES.length)]!,
        lang: next() < 0.9 ? 'en' : 'de',
        tag: 'docs-default-current',
        ...(next() < 0.7 ? {sdk: SDKS[Math.floor(next() * SDKS.length)]} : {}),
      }));
      const count = Math.floor(next() * 400);
      const pageOfId = Array.from({length: count}, () => Math.floor(next() * pageCount)).sort((a, b) => a - b);
      const words = ['retry', 'policy', 'signal'];
      // Scores from a few values, so that ties are many.
      const make = (): Scored[] =>
        pageOfId.map((_, id) => ({
          id,
          score: [0.5, 1, 1.25, 2, 3.7][(id * 7 + seed) % 5]! * (1 + ((id * 13 + seed) % 3)),
          terms: [],
          queryTerms: words.filter((_, k) => ((id + seed) >> k) & 1),
        }));
      const params: SearchParams = {
        hitsPerPage: 20,
        ...(seed % 2 ? {facetFilters: ['language:en']} : {}),
        ...(seed % 3 === 0 ? {optionalFilters: ['sdk:go<score=20>', 'sdk:<score=4>']} : {}),
      };
      const text = seed % 4 === 0 ? 'retry policy' : 'retry policy signal';
      const pageOf = (id: number) => pageOfId[id]!;
      const expected = plainRank(make(), text, params, pageOf, pages);
      const actual = rankResults(make(), text, params, pageOf, pages);
      expect(actual.map((r) => [r.id, r.score])).toEqual(expected.map((r) => [r.id, r.score]));
    }
  });
});
