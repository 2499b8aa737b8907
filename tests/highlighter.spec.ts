// The code highlighter is not loaded or run for the page the reader lands on (src/lib/highlighter,
// src/theme/CodeBlock/Content): that page's code is highlighted in the server's HTML. Prism runs
// when the reader moves to another page, and code stays readable when it cannot load.
import type {Page} from '@playwright/test';
import {test, expect, pageSettled} from './baseTest';

const GUIDE = '/develop/go/core-application';
const OTHER_GUIDE = '/develop/go/temporal-client';

/** Scripts under /assets/js that the page ran (script elements, not prefetches). */
async function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && entry.name.includes('/assets/js/'))
      .map((entry) => entry.name),
  );
}

/** Of `urls`, the scripts whose source holds Prism's tokenizer. */
async function prismScripts(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const source = await (await page.request.get(url)).text();
    if (source.includes('before-tokenize')) found.push(url);
  }
  return found;
}

const tokenCount = (page: Page) => page.locator('main pre.prism-code .token').count();

async function goToOtherGuide(page: Page) {
  await page.locator(`main a[href="${OTHER_GUIDE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${OTHER_GUIDE}$`));
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/core application/i);
}

test('the landing page is highlighted from the first paint and never runs Prism', async ({page, problems}) => {
  await page.goto(GUIDE, {waitUntil: 'domcontentloaded'});
  // Highlighted before any script has run: the server rendered the tokens.
  const tokensInHtml = await tokenCount(page);
  expect(tokensInHtml).toBeGreaterThan(50);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // The highlighter is prefetched when the page is idle; had it run, it would have by then.
  await pageSettled(page);
  expect(await tokenCount(page)).toBe(tokensInHtml);
  expect(await prismScripts(page, await scriptsRun(page)), 'no Prism chunk was run').toEqual([]);

  // The blocks are live: word wrap wraps and keeps wrapping across re-renders.
  const wrap = page.getByRole('button', {name: 'Toggle word wrap'}).first();
  await wrap.click();
  await expect(page.locator('main pre.prism-code code[style*="pre-wrap"]')).toHaveCount(1);
  // Still wrapped once React and the idle-time work have run again.
  await pageSettled(page);
  await expect(page.locator('main pre.prism-code code[style*="pre-wrap"]')).toHaveCount(1);
  await wrap.click();
  await expect(page.locator('main pre.prism-code code[style*="pre-wrap"]')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('after a client-side navigation, Prism runs and the next page is highlighted', async ({page, problems}) => {
  await page.goto(GUIDE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await goToOtherGuide(page);
  await expect.poll(() => tokenCount(page)).toBeGreaterThan(50);
  expect(await prismScripts(page, await scriptsRun(page))).not.toEqual([]);
  expect(problems.errors).toEqual([]);
});

/**
 * The token spans of the page's highlighted code (src/theme/CodeBlock/Line/mergeTokens.ts): how many,
 * how many carry no style (plain text belongs in the line itself), and how many follow a span of the
 * same style (they belong in one span).
 */
async function tokenSpans(page: Page, html?: string) {
  return page.evaluate((source) => {
    const root = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const spans = [...root.querySelectorAll('main pre.prism-code span.token')];
    const sameStyle = (a: Node | null, b: Element) =>
      a instanceof Element && a.matches('span.token') && a.getAttribute('style') === b.getAttribute('style');
    return {
      spans: spans.length,
      unstyled: spans.filter((span) => !span.getAttribute('style')).length,
      sameStyleNeighbours: spans.filter((span) => sameStyle(span.previousSibling, span)).length,
      text: [...root.querySelectorAll('main pre.prism-code')].map((pre) => pre.textContent).join('\n'),
    };
  }, html);
}

test('a highlighted line has a span per run of one style, from the server and after a navigation', async ({
  page,
  problems,
}) => {
  await page.goto(GUIDE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const landing = await tokenSpans(page);
  expect(landing.spans).toBeGreaterThan(50);
  expect(landing).toMatchObject({unstyled: 0, sameStyleNeighbours: 0});

  // Rendered in the browser by Prism, the next page's code has the same spans as its server HTML.
  await goToOtherGuide(page);
  await expect.poll(() => tokenCount(page)).toBeGreaterThan(50);
  const rendered = await tokenSpans(page);
  expect(rendered).toMatchObject({unstyled: 0, sameStyleNeighbours: 0});
  const server = await tokenSpans(page, await (await page.request.get(OTHER_GUIDE)).text());
  expect(rendered).toEqual(server);
  expect(problems.errors).toEqual([]);
});

test('when Prism cannot load, code stays readable and copyable', async ({page, context, problems}) => {
  // Find the highlighter's chunks with a first visit that navigates once.
  await page.goto(GUIDE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await goToOtherGuide(page);
  let prism: string[] = [];
  await expect.poll(async () => (prism = await prismScripts(page, await scriptsRun(page)))).not.toEqual([]);

  const fresh = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  fresh.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  fresh.on('pageerror', (e) => errors.push(e.message));
  let failures = 0;
  await fresh.route(
    (url) => prism.includes(url.href),
    (route) => {
      failures += 1;
      return route.abort('failed');
    },
  );
  await fresh.goto(GUIDE);
  await fresh.waitForSelector('html[data-has-hydrated="true"]');
  // The landing page does not need Prism: its highlighted code is there.
  expect(await tokenCount(fresh)).toBeGreaterThan(50);

  // The next page's code is plain, readable text, and Copy still copies it.
  await goToOtherGuide(fresh);
  await expect.poll(() => failures).toBeGreaterThan(0);
  await expect.poll(() => warnings.some((w) => /code highlighter could not be loaded/.test(w))).toBe(true);
  const block = fresh.locator('main pre.prism-code').first();
  await expect(block).toBeVisible();
  await expect(block).toContainText(/\S{3,}/);
  expect(await tokenCount(fresh)).toBe(0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const code = (await block.innerText()).trim();
  await fresh.locator('main').getByRole('button', {name: 'Copy code to clipboard'}).first().click();
  expect((await fresh.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  expect(errors).toEqual([]);
  expect(problems.errors).toEqual([]);
  await fresh.close();
});

/** Requests the page made for scripts holding Prism's tokenizer (prefetches included). */
function prismRequests(page: Page): () => Promise<string[]> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) urls.add(request.url());
  });
  return () => prismScripts(page, [...urls]);
}

test('the highlighter chunk is prefetched on a fast connection', async ({page}) => {
  const prism = prismRequests(page);
  await page.goto(GUIDE);
  await expect(page.locator('html')).toHaveAttribute('data-highlighter-prefetch', 'allowed');
  await expect.poll(prism).not.toEqual([]);
  // Prefetched, not run: the landing page keeps the server's tokens.
  expect(await prismScripts(page, await scriptsRun(page))).toEqual([]);
});

for (const [connection, label] of [
  [{effectiveType: '2g', saveData: false}, 'a 2g connection'],
  [{effectiveType: 'slow-2g', saveData: false}, 'a slow-2g connection'],
  [{effectiveType: '4g', saveData: true}, 'data saver on'],
] as const) {
  test(`the highlighter chunk is not prefetched with ${label}`, async ({page}) => {
    await page.addInitScript((emulated) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({...emulated, addEventListener() {}, removeEventListener() {}}),
      });
    }, connection);
    const prism = prismRequests(page);
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-highlighter-prefetch', 'skipped');
    await pageSettled(page);
    expect(await prism()).toEqual([]);
    // Navigating still loads it when a page needs it.
    await goToOtherGuide(page);
    await expect.poll(() => tokenCount(page)).toBeGreaterThan(50);
  });
}
