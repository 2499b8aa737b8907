// The code highlighter loads after the page is interactive (src/lib/highlighter, src/theme/
// CodeBlock/Content): code is highlighted from the first paint (the server's markup), Prism is
// not among the scripts a page needs to hydrate, and code stays readable when Prism cannot load.
import type {Page, Request} from '@playwright/test';
import {test, expect} from './baseTest';
import {recordHydrationTime} from '../scripts/lib/browser.mjs';

const GUIDE = '/develop/go/core-application';
const OTHER_GUIDE = '/develop/go/temporal-client';

declare global {
  interface Window {
    __hydratedAt?: number;
  }
}

/** Scripts under /assets/js whose source holds Prism's tokenizer. */
async function prismScripts(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const source = await (await page.request.get(url)).text();
    if (source.includes('before-tokenize')) found.push(url);
  }
  return found;
}

const tokenCount = (page: Page) => page.locator('main pre.prism-code .token').count();

test('code is highlighted from the first paint, and Prism loads only after the page has hydrated', async ({
  page,
  problems,
}) => {
  await page.addInitScript(recordHydrationTime);
  await page.goto(GUIDE);
  // Highlighted before any script has run: the server rendered the tokens.
  expect(await tokenCount(page)).toBeGreaterThan(50);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const tokensAtHydration = await tokenCount(page);
  expect(tokensAtHydration).toBeGreaterThan(50);

  // Prism's chunk is requested once the page is idle, after hydration.
  await expect
    .poll(async () => prismScripts(page, await scriptUrls(page)), {message: 'the highlighter chunk loads'})
    .not.toEqual([]);
  const timing = await page.evaluate(() => ({
    hydratedAt: window.__hydratedAt!,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => ({url: entry.name, startTime: entry.startTime})),
  }));
  const prism = await prismScripts(
    page,
    timing.scripts.map((s) => s.url),
  );
  const beforeHydration = timing.scripts.filter((s) => s.startTime <= timing.hydratedAt).map((s) => s.url);
  expect(await prismScripts(page, beforeHydration), 'no Prism before hydration').toEqual([]);
  expect(prism.length).toBeGreaterThan(0);

  // Once it has loaded, the blocks are React's own again: same tokens, and word wrap works.
  await page.waitForTimeout(300);
  expect(await tokenCount(page)).toBe(tokensAtHydration);
  const wrap = page.getByRole('button', {name: 'Toggle word wrap'}).first();
  await wrap.click();
  await expect(page.locator('main pre.prism-code code[style*="pre-wrap"]').first()).toBeAttached();
  expect(problems.errors).toEqual([]);
});

test('after a client-side navigation, code on the next page is highlighted too', async ({page, problems}) => {
  await page.goto(GUIDE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator(`main a[href="${OTHER_GUIDE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${OTHER_GUIDE}$`));
  await expect.poll(() => tokenCount(page)).toBeGreaterThan(50);
  expect(problems.errors).toEqual([]);
});

test('when Prism cannot load, code stays readable and copyable, on this page and the next', async ({
  page,
  context,
  problems,
}) => {
  // Find the highlighter's chunks with a first visit, then make them fail.
  await page.goto(GUIDE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  let prism: string[] = [];
  await expect.poll(async () => (prism = await prismScripts(page, await scriptUrls(page)))).not.toEqual([]);
  const failed: Request[] = [];
  const fresh = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  fresh.on('console', (m) => (m.type() === 'warning' ? warnings : m.type() === 'error' ? errors : []).push(m.text()));
  fresh.on('pageerror', (e) => errors.push(e.message));
  await fresh.route(
    (url) => prism.includes(url.href),
    (route) => {
      failed.push(route.request());
      return route.abort('failed');
    },
  );
  await fresh.goto(GUIDE);
  await fresh.waitForSelector('html[data-has-hydrated="true"]');
  await expect.poll(() => failed.length).toBeGreaterThan(0);
  await expect.poll(() => warnings.some((w) => /code highlighter could not be loaded/.test(w))).toBe(true);
  // The server's highlighted markup stays.
  expect(await tokenCount(fresh)).toBeGreaterThan(50);

  // A client-side navigation: the next page's code is plain, readable text, and Copy still copies it.
  await fresh.locator(`main a[href="${OTHER_GUIDE}"]`).first().click();
  await expect(fresh).toHaveURL(new RegExp(`${OTHER_GUIDE}$`));
  const block = fresh.locator('main pre.prism-code').first();
  await expect(block).toBeVisible();
  await expect(block).toContainText(/\S{3,}/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const code = (await block.innerText()).trim();
  await fresh.locator('main').getByRole('button', {name: 'Copy code to clipboard'}).first().click();
  expect((await fresh.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  expect(problems.errors).toEqual([]);
  await fresh.close();
});

async function scriptUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && entry.name.includes('/assets/js/'))
      .map((entry) => entry.name),
  );
}
