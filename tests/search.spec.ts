// Site search on the embedded local index.
import {test, expect, gotoHydrated, pageSettled} from './baseTest';
import type {Page} from '@playwright/test';
import {seriousViolations} from './axe';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openAndType(page: Page, query: string) {
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
}

test('does not load the index with the page, only when the reader reaches for search', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('search-index')) indexRequests.push(r.url());
  });
  await gotoHydrated(page, '/develop');
  await pageSettled(page);
  expect(indexRequests).toEqual([]);
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(() => indexRequests.length).toBeGreaterThanOrEqual(2);
});

/** Paths of the search index's files the page (or its search worker) asks for. */
function indexRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const {pathname} = new URL(r.url());
    if (pathname.startsWith('/search-index')) paths.push(pathname);
  });
  return paths;
}
const WHOLE_INDEX = /^\/search-index\.[0-9a-f]{10}\.json$/;

test('answers the first keystrokes on a cold page from a few shards, in a worker', async ({page, request}) => {
  const requests = indexRequests(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await gotoHydrated(page, '/develop');
  await pageSettled(page);
  expect(requests).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  // Typed at once: nothing of the index was fetched before the first keystroke.
  await page.keyboard.type('continue as new');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-url', /\/continue-as-new(#|$)/);
  await expect(page.locator('html')).toHaveAttribute('data-search-index', 'ready');
  expect(workers, 'the engine runs in a Web Worker').toHaveLength(1);
  expect(
    requests.filter((p) => WHOLE_INDEX.test(p)),
    'the whole index is never fetched',
  ).toEqual([]);
  expect(requests).toContain('/search-index.json');
  const shards = requests.filter((p) => p.startsWith('/search-index/'));
  const corePath = shards.find((p) => p.includes('/core.'));
  expect(shards.some((p) => p.includes('/t.'))).toBe(true);
  // Every keystroke of the query was answered with a tenth of the index's files at most.
  const core = (await (await request.get(corePath!)).json()) as {postings: {start: number[]}; records: {count: number}};
  const files = core.postings.start.length + core.records.count;
  expect(shards.length, shards.join('\n')).toBeLessThan(files / 10);
});

test('once the reader pauses, fetches the rest of the index in two files, then answers without fetching', async ({
  page,
}) => {
  const requests = indexRequests(page);
  await gotoHydrated(page, '/develop');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('signal');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-search-index-complete', 'true', {timeout: 30_000});
  const fill = requests.filter((p) => /^\/search-index\/[tr]\.[0-9a-f]{10}\.(bin|json)$/.test(p));
  expect(fill, requests.join('\n')).toHaveLength(2);
  requests.length = 0;
  await input(page).fill('heartbeat timeout');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/^(heartbeat|timeout)/i);
  expect(requests, 'a query after the fill fetches nothing').toEqual([]);
});

test('/search?q= opened directly answers from the shards', async ({page, searchReady}) => {
  const requests = indexRequests(page);
  await gotoHydrated(page, '/search?q=continue%20as%20new');
  await searchReady();
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /\/continue-as-new(#|$)/);
  expect(requests.filter((p) => WHOLE_INDEX.test(p))).toEqual([]);
});

test('opens from the button, Ctrl+K and "/", closes on Escape, and keeps Ctrl+F for the browser', async ({page}) => {
  await gotoHydrated(page, '/develop');
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('body').click();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('Control+f');
  await expect(modal(page)).toHaveCount(0);
});

test('typing on the focused search button opens the modal with that key', async ({page}) => {
  await gotoHydrated(page, '/develop');
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('w');
  await expect(input(page)).toHaveValue('w');
});

test('shows "No recent searches" first and limits the query to 64 characters', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.locator('.DocSearch-Button').click();
  await expect(page.getByText('No recent searches')).toBeVisible();
  await input(page).fill('x'.repeat(80));
  await expect(input(page)).toHaveValue('x'.repeat(64));
});

test('groups hits by section, links to all results, and navigates without a reload', async ({page, searchReady}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as {stayedOnPage: boolean}).stayedOnPage = true));
  await openAndType(page, 'activity timeout');
  await searchReady();
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  expect(await page.locator('.DocSearch-Hit-source').count()).toBeGreaterThan(0);
  const footer = page.locator('.DocSearch-HitsFooter a');
  await expect(footer).toHaveText(/^See all \d+ results$/);
  await expect(footer).toHaveAttribute('href', '/search?q=activity%20timeout');

  const target = await hits.first().locator('a').getAttribute('data-url');
  await hits.first().click();
  await expect(modal(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  expect(await page.evaluate(() => (window as unknown as {stayedOnPage?: boolean}).stayedOnPage)).toBe(true);

  // The chosen hit is now a recent search.
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
});

test('the recent-searches screen passes axe, and its save and remove buttons work', async ({page, searchReady}) => {
  await gotoHydrated(page, '/');
  await openAndType(page, 'activity timeout');
  await searchReady();
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(modal(page)).toHaveCount(0);
  await page.locator('.DocSearch-Button').click();
  const recent = page.getByRole('option');
  await expect(recent).toHaveCount(1);
  // The save and remove buttons are pointer shortcuts beside the option, not inside it (an option
  // may hold no interactive control), and hidden from assistive technology and the tab order: the
  // listbox holds options only.
  await expect(page.locator('[role="option"] button')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hit-actions[aria-hidden="true"] button[tabindex="-1"]')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator('button[title="Save this search"]').click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toHaveCount(0);
  await page.locator('button[title="Remove this search from favorites"]').click();
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('shows the no-results screen with a way to report it', async ({page, searchReady}) => {
  await gotoHydrated(page, '/');
  await openAndType(page, 'zqxjvwpk');
  await searchReady();
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zqxjvwpk');
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  const report = page.getByRole('link', {name: 'Let us know.'});
  await expect(report).toHaveAttribute('href', /issues\/new\?title=Search%3A%20no%20results%20for%20%22zqxjvwpk%22/);
});

test('shows the error screen when the index cannot be fetched', async ({page}) => {
  await page.route('**/search-index*.json', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, '/');
  await openAndType(page, 'workflow');
  await expect(page.locator('html')).toHaveAttribute('data-search-index', 'failed', {timeout: 30_000});
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('never turns a query into markup, in the modal or on the search page', async ({page, searchReady}) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs += 1;
    await d.dismiss();
  });
  const probe = '<img src=x onerror=alert(1)>workflow';
  await gotoHydrated(page, '/');
  await openAndType(page, probe);
  await searchReady();
  // The query has been answered (the words "img", "src" and "workflow" match pages) and rendered…
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // …and nothing of it became an element.
  expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
  await page.keyboard.press('Escape');

  await gotoHydrated(page, `/search?q=${encodeURIComponent(probe)}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(probe);
  await searchReady();
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the search page shows the total and the matching pages for ?q=', async ({page, problems, searchReady}) => {
  await gotoHydrated(page, '/search?q=signal');
  await searchReady();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "signal"');
  await expect(page.getByText(/\d+ documents found/)).toBeVisible();
  const first = page.locator('article').first();
  await expect(first.locator('h2 a')).toBeVisible();
  await expect(first.locator('.search-result-match').first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('the search page keeps the query in the URL, shows more results on request, and says when nothing matches', async ({
  page,
  searchReady,
}) => {
  await gotoHydrated(page, '/search?q=workflow');
  await searchReady();
  const results = page.locator('main article');
  await expect(results).toHaveCount(15);
  // Each result names its page's section above its title.
  await expect(results.first().locator('ul li').first()).not.toBeEmpty();
  await page.getByRole('button', {name: 'Show more results'}).click();
  await expect(results).toHaveCount(30);

  const box = page.getByRole('searchbox', {name: 'Search'});
  await expect(box).toHaveValue('workflow');
  await box.fill('zqxjvwpk');
  await expect(page).toHaveURL(/\/search\?q=zqxjvwpk$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "zqxjvwpk"');
  await expect(page.getByText('No results were found for “zqxjvwpk”.')).toBeVisible();
  await expect(results).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
    'href',
    /issues\/new\?title=Search%3A%20no%20results%20for%20%22zqxjvwpk%22/,
  );
});

test('the search page says so when the index cannot be fetched', async ({page}) => {
  await page.route('**/search-index*.json', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, '/search?q=signal');
  await expect(page.locator('html')).toHaveAttribute('data-search-index', 'failed', {timeout: 30_000});
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  await expect(page.locator('main article')).toHaveCount(0);
});

test.describe('with Algolia as the provider', {tag: '@fixtures'}, () => {
  // Test builds let a tab switch to the Algolia path; Algolia itself is stubbed by routing. The
  // default build's Content-Security-Policy rightly blocks Algolia's hosts (a build configured for
  // Algolia adds them, see config/thirdParty.ts), so these tests bypass it.
  test.use({bypassCSP: true});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => window.sessionStorage.setItem('docs-test-search-provider', 'algolia'));
  });

  const hit = (path: string, title: string) => ({
    objectID: path,
    url: `https://docs.temporal.io${path}`,
    type: 'lvl2',
    hierarchy: {lvl0: 'Encyclopedia', lvl1: title, lvl2: 'Heartbeats', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    _highlightResult: {
      hierarchy: {lvl0: {value: 'Encyclopedia'}, lvl1: {value: title}, lvl2: {value: '<mark>Heart</mark>beats'}},
    },
    _snippetResult: {hierarchy: {lvl1: {value: title}, lvl2: {value: '<mark>Heart</mark>beats'}}},
  });

  test('queries Algolia with the facet filters and renders its hits; company-domain hits load fully', async ({
    page,
  }) => {
    const bodies: Array<{requests: Array<Record<string, unknown>>}> = [];
    await page.route(/algolia\.net\/1\/indexes\/\*\/queries/, async (route) => {
      bodies.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          results: [
            {
              hits: [
                hit('/activities#heartbeats', 'What is an Activity?'),
                {...hit('/', 'Temporal blog'), url: 'https://temporal.io/blog/heartbeats', objectID: 'blog'},
              ],
              nbHits: 2,
              page: 0,
              nbPages: 1,
              hitsPerPage: 20,
              query: 'heart',
              queryID: 'abc',
            },
          ],
        }),
      });
    });
    await gotoHydrated(page, '/develop');
    await expect(page.locator('link[rel="preconnect"][href*="algolia.net"]')).toHaveCount(1);
    await openAndType(page, 'heart');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);
    const request = bodies.at(-1)!.requests[0]!;
    expect(request.query).toBe('heart');
    expect(request.hitsPerPage).toBe(20);
    // language AND (the default tag OR each docs collection's current version).
    const [language, tags] = request.facetFilters as [string, string[]];
    expect(language).toBe('language:en');
    expect(tags).toEqual(expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']));
    expect(tags.every((t) => t.startsWith('docusaurus_tag:'))).toBe(true);
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText('See all 2 results');

    // A hit on the company's own domain is opened with a full page load.
    const external = page.locator('.DocSearch-Hit a[data-url="https://temporal.io/blog/heartbeats"]');
    await expect(external).toHaveCount(1);
    await page.route('https://temporal.io/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<h1>Company site</h1>'}),
    );
    await page.locator('.DocSearch-Input').press('ArrowDown');
    await page.locator('.DocSearch-Input').press('Enter');
    await expect(page).toHaveURL('https://temporal.io/blog/heartbeats');
  });

  test('the search page asks Algolia with the same facet filters and renders its hits as text', async ({page}) => {
    const bodies: Array<{requests: Array<Record<string, unknown>>}> = [];
    await page.route(/algolia\.net\/1\/indexes\/\*\/queries/, async (route) => {
      bodies.push(JSON.parse(route.request().postData() ?? '{}'));
      const request = bodies.at(-1)!.requests[0]!;
      const [pre, post] = [request.highlightPreTag as string, request.highlightPostTag as string];
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          results: [
            {
              hits: [
                {
                  ...hit('/activities#heartbeats', 'What is an Activity?'),
                  _highlightResult: {
                    hierarchy: {
                      lvl0: {value: 'Encyclopedia'},
                      lvl1: {value: 'What is an Activity?'},
                      lvl2: {value: `${pre}Heart${post}beats &lt;b&gt;`},
                    },
                  },
                  _snippetResult: {content: {value: `An Activity ${pre}heart${post}beat tells the service…`}},
                },
              ],
              nbHits: 1,
              page: 0,
              nbPages: 1,
              hitsPerPage: 15,
              query: 'heart',
            },
          ],
        }),
      });
    });
    await gotoHydrated(page, '/search?q=heart');
    const result = page.locator('main article');
    await expect(result).toHaveCount(1);
    await expect(result.locator('h2 a')).toHaveAttribute('href', '/activities#heartbeats');
    await expect(result.locator('h2')).toHaveText('Heartbeats <b>');
    await expect(result.locator('h2 mark')).toHaveText('Heart');
    await expect(result.locator('ul li')).toHaveText(['Encyclopedia', 'What is an Activity?']);
    await expect(result.locator('p mark')).toHaveText('heart');
    await expect(page.getByText('One document found')).toBeVisible();
    const request = bodies.at(-1)!.requests[0]!;
    expect(request.query).toBe('heart');
    const [language, tags] = request.facetFilters as [string, string[]];
    expect(language).toBe('language:en');
    expect(tags).toEqual(expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']));
  });

  test('shows the error screen when Algolia cannot be reached', async ({page}) => {
    await page.route(/algolia(net)?\.(net|com)/, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/');
    await openAndType(page, 'workflow');
    await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 20_000});
  });
});

test('Ctrl+Enter opens the selected hit in a new tab and Shift+Enter in a new window', async ({
  page,
  context,
  searchReady,
}) => {
  await gotoHydrated(page, '/');
  await openAndType(page, 'activity timeout');
  await searchReady();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const href = await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('data-url');
  for (const chord of ['Control+Enter', 'Shift+Enter']) {
    const opened = context.waitForEvent('page');
    await input(page).press(chord);
    const other = await opened;
    await expect.poll(() => other.url()).toContain(href!.split('#')[0]!);
    expect(new URL(other.url()).pathname + new URL(other.url()).hash).toBe(href);
    await other.close();
    // The original tab stays where it was.
    expect(new URL(page.url()).pathname).toBe('/');
  }
});

test('shows the loading indicator only once a slow answer has stalled for 300 ms', async ({page}) => {
  // The index's core answers 3 s after it is asked for (it is asked for when the pointer reaches
  // the button), long enough that the query stalls even when the modal's own chunk is slow to load.
  await page.route('**/search-index/core.*.json', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await gotoHydrated(page, '/');
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  // Times in page time, so a busy test machine cannot blur the 300 ms: when the query was typed,
  // and when the modal first showed its loading indicator (DocSearch marks the container stalled).
  await page.evaluate(() => {
    const times = {typedAt: 0, stalledAt: 0};
    (window as unknown as {__stall: typeof times}).__stall = times;
    document.addEventListener('input', () => (times.typedAt ||= performance.now()), {capture: true});
    new MutationObserver(() => {
      if (!times.stalledAt && document.querySelector('.DocSearch-Container--Stalled'))
        times.stalledAt = performance.now();
    }).observe(document.body, {attributes: true, subtree: true, attributeFilter: ['class']});
  });
  await input(page).fill('schedule');
  const indicator = page.locator('.DocSearch-LoadingIndicator');
  await expect(indicator).toBeVisible({timeout: 5000});
  const {typedAt, stalledAt} = await page.evaluate(
    () => (window as unknown as {__stall: {typedAt: number; stalledAt: number}}).__stall,
  );
  expect(typedAt).toBeGreaterThan(0);
  expect(stalledAt - typedAt, 'the indicator waits for the 300 ms stall threshold').toBeGreaterThanOrEqual(295);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 10_000});
  await expect(indicator).toBeHidden();
});

test('keeps snippets to about 10 words, and 5 on small screens', async ({page, searchReady}) => {
  const longestSnippet = async () =>
    page
      .locator('.DocSearch-Hit-path')
      .evaluateAll((nodes) =>
        Math.max(...nodes.map((n) => (n.textContent ?? '').replace(/…/g, ' ').split(/\s+/).filter(Boolean).length)),
      );
  await gotoHydrated(page, '/');
  await openAndType(page, 'heartbeat');
  await searchReady();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await longestSnippet()).toBeLessThanOrEqual(12);
  await page.keyboard.press('Escape');

  await page.setViewportSize({width: 700, height: 900});
  await gotoHydrated(page, '/');
  await openAndType(page, 'heartbeat');
  await searchReady();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await longestSnippet()).toBeLessThanOrEqual(7);
});
