// Shared fixtures for the end-to-end specs: a page that records console errors and warnings and
// failed requests, `searchReady` (the search index is open), and a helper that waits for React
// hydration.
import {test as base, expect, type Page} from '@playwright/test';

export interface PageProblems {
  errors: string[];
  warnings: string[];
  failedRequests: string[];
}

/**
 * Waits until the embedded search index is open — its core (dictionary and statistics) is in the
 * search worker (src/lib/search/provider.ts marks <html data-search-index="ready">) — so a search
 * needs only its own few files; fails fast, naming the state, when the index could not load. The
 * index opens when the reader reaches for search: call it after opening the modal or loading /search.
 */
export type SearchReady = () => Promise<void>;

/** How long the index may take to open on a busy machine (well under a second idle). */
const INDEX_BUILD_TIMEOUT = 30_000;

export const test = base.extend<{problems: PageProblems; searchReady: SearchReady}>({
  searchReady: async ({page}, use) => {
    await use(async () => {
      const status = () => page.locator('html').getAttribute('data-search-index');
      await expect.poll(status, {timeout: INDEX_BUILD_TIMEOUT}).toMatch(/^(ready|failed)$/);
      expect(await status(), 'the search index failed to load').toBe('ready');
    });
  },
  problems: async ({page}, use) => {
    const problems: PageProblems = {errors: [], warnings: [], failedRequests: []};
    page.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(message.text());
      if (message.type() === 'warning') problems.warnings.push(message.text());
    });
    page.on('pageerror', (error) => problems.errors.push(error.message));
    page.on('requestfailed', (request) =>
      problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`),
    );
    await use(problems);
  },
});

export {expect};

/**
 * Waits until the page has finished what it does after it loads: no request in flight for 500 ms,
 * and the browser idle (the site defers its lazy work — prefetches, the code highlighter, widgets —
 * to idle callbacks). Use it before asserting that something did not happen.
 */
export async function pageSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 5_000})));
  await page.waitForLoadState('networkidle');
}

/** Navigates and waits until the page has hydrated (Docusaurus sets data-has-hydrated). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response;
}

/**
 * Test build only (tests tagged @fixtures, served from build-fixtures/): the next page loads
 * behave as a build configured with these widget settings (customFields.askAi, .feedback,
 * .analytics; see tests/fixtures/widgetSettings.ts).
 */
export async function configureWidgets(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((s) => {
    (window as unknown as Record<string, unknown>).__DOCS_TEST_WIDGET_SETTINGS__ = s;
  }, settings);
}
