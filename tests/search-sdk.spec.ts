// The search's SDK filter and ranking (src/lib/search/sdkFilter.ts), on the embedded index and on
// the stubbed Algolia provider: the "SDK" control in the modal and on /search sends
// facetFilters [["sdk:<sdk>"]]; without it, the reader's SDK (src/lib/sdkChoice) is sent as an
// optional filter and ranks that SDK's pages first, unless the query names another language.
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './baseTest';
import {seriousViolations} from './axe';

const hitUrls = (page: Page) =>
  page.locator('.DocSearch-Hit a[data-url]').evaluateAll((links) => links.map((a) => a.getAttribute('data-url')!));
const modalFilter = (page: Page) => page.locator('.DocSearch-SdkFilter fieldset');

async function searchInModal(page: Page, query: string) {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

test.describe('SDK filter and ranking on the embedded index', () => {
  const QUERY = 'durable timers';

  test('the reader’s SDK ranks first, and a query that names another language is not re-ranked', async ({
    page,
    searchReady,
  }) => {
    await gotoHydrated(page, '/develop');
    await searchInModal(page, QUERY);
    await searchReady();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const before = await hitUrls(page);
    expect(before[0]).not.toContain('/develop/ruby/');
    await page.keyboard.press('Escape');

    // Opening a Ruby guide page makes Ruby the reader's SDK.
    await gotoHydrated(page, '/develop/ruby/timers');
    await searchInModal(page, QUERY);
    await expect.poll(async () => (await hitUrls(page))[0]).toContain('/develop/ruby/');
    expect(await hitUrls(page)).not.toEqual(before);

    await page.locator('.DocSearch-Input').fill(`python ${QUERY}`);
    await expect.poll(async () => (await hitUrls(page))[0]).toContain('/develop/python/');
  });

  test('the modal’s SDK filter keeps one SDK’s pages, from the keyboard', async ({page, searchReady}) => {
    await gotoHydrated(page, '/develop');
    await searchInModal(page, QUERY);
    await searchReady();
    const filter = modalFilter(page);
    await expect(filter).toHaveAccessibleName('SDK');
    await expect(filter.getByRole('radio', {name: 'All SDKs'})).toBeChecked();
    // Tab from the search box into the control (past the "clear" button), then the arrow keys
    // move to Java (All SDKs → Go → Java).
    await page.locator('.DocSearch-Input').focus();
    const all = filter.getByRole('radio', {name: 'All SDKs'});
    for (let i = 0; i < 3 && !(await all.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(all).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', {name: 'Java'})).toBeChecked();
    await expect
      .poll(async () => {
        const urls = await hitUrls(page);
        return urls.length > 0 && urls.every((u) => u.includes('/develop/java/'));
      })
      .toBe(true);
    // The query is kept: the filter searched again for it.
    await expect(page.locator('.DocSearch-Input')).toHaveValue(QUERY);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the search page has the same filter and ranking', async ({page, searchReady}) => {
    await gotoHydrated(page, '/develop/php/timers');
    await gotoHydrated(page, `/search?q=${encodeURIComponent(QUERY)}`);
    await searchReady();
    const results = page.locator('main article h2 a');
    await expect(results.first()).toHaveAttribute('href', /^\/develop\/php\//);
    await page.getByRole('group', {name: 'SDK'}).getByRole('radio', {name: '.NET'}).check();
    await expect
      .poll(() => results.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^\/develop\/dotnet\//)]));
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.every((h) => h.startsWith('/develop/dotnet/'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('SDK filter and ranking with Algolia as the provider', {tag: '@fixtures'}, () => {
  // As in search.spec.ts: a test build may switch to Algolia, stubbed by routing (CSP bypassed).
  test.use({bypassCSP: true});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => window.sessionStorage.setItem('docs-test-search-provider', 'algolia'));
  });

  const hit = (sdk: string) => ({
    objectID: sdk,
    url: `https://docs.temporal.io/develop/${sdk}/timers`,
    type: 'lvl1',
    hierarchy: {
      lvl0: 'Develop',
      lvl1: `Durable timers - ${sdk}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    sdk,
    _highlightResult: {hierarchy: {lvl0: {value: 'Develop'}, lvl1: {value: `Durable timers - ${sdk}`}}},
    _snippetResult: {hierarchy: {lvl1: {value: `Durable timers - ${sdk}`}}},
  });

  /** Answers like Algolia: facetFilters on sdk keep only that SDK; an optional filter ranks its SDK first. */
  async function stubAlgolia(page: Page) {
    const requests: Array<Record<string, unknown>> = [];
    await page.route(/algolia\.net\/1\/indexes\/\*\/queries/, async (route) => {
      const request = (JSON.parse(route.request().postData() ?? '{}') as {requests: Array<Record<string, unknown>>})
        .requests[0]!;
      requests.push(request);
      let hits = ['go', 'java', 'python'].map(hit);
      const only = JSON.stringify(request.facetFilters ?? []).match(/"sdk:(\w+)"/)?.[1];
      if (only) hits = hits.filter((h) => h.sdk === only);
      const boosted = ((request.optionalFilters as string[] | undefined) ?? [])[0]?.replace(/^sdk:/, '');
      if (boosted) hits.sort((a, b) => Number(b.sdk === boosted) - Number(a.sdk === boosted));
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          results: [{hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, query: request.query}],
        }),
      });
    });
    return requests;
  }

  test('the modal sends the reader’s SDK as an optional filter and the picked SDK as a facet filter', async ({
    page,
  }) => {
    const requests = await stubAlgolia(page);
    await gotoHydrated(page, '/develop/python/timers');
    await searchInModal(page, 'timer');
    await expect.poll(async () => (await hitUrls(page))[0]).toBe('/develop/python/timers');
    expect(requests.at(-1)!.optionalFilters).toEqual(['sdk:python']);

    await modalFilter(page).getByRole('radio', {name: 'Java'}).check();
    await expect.poll(() => hitUrls(page)).toEqual(['/develop/java/timers']);
    const last = requests.at(-1)!;
    expect(last.facetFilters).toEqual(expect.arrayContaining([['sdk:java']]));
    expect(last.optionalFilters).toBeUndefined();
  });

  test('the search page sends the same filters', async ({page}) => {
    const requests = await stubAlgolia(page);
    await gotoHydrated(page, '/develop/java/timers');
    await gotoHydrated(page, '/search?q=timer');
    const results = page.locator('main article h2 a');
    await expect(results.first()).toHaveAttribute('href', '/develop/java/timers');
    expect(requests.at(-1)!.optionalFilters).toEqual(['sdk:java']);
    await page.getByRole('group', {name: 'SDK'}).getByRole('radio', {name: 'Go'}).check();
    await expect(results).toHaveCount(1);
    await expect(results).toHaveAttribute('href', '/develop/go/timers');
    expect(requests.at(-1)!.facetFilters).toEqual(expect.arrayContaining([['sdk:go']]));
  });
});
