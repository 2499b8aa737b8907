// Shared fixtures for the end-to-end specs: a page that records console errors and warnings and
// failed requests, and a helper that waits for React hydration.
import {test as base, expect, type Page} from '@playwright/test';

export interface PageProblems {
  errors: string[];
  warnings: string[];
  failedRequests: string[];
}

export const test = base.extend<{problems: PageProblems}>({
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

/** Navigates and waits until the page has hydrated (Docusaurus sets data-has-hydrated). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response;
}

/**
 * Test builds only: the next page loads behave as a build configured with these widget settings
 * (customFields.askAi, .feedback, .analytics; see tests/fixtures/widgetSettings.ts).
 */
export async function configureWidgets(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((s) => {
    (window as unknown as Record<string, unknown>).__DOCS_TEST_WIDGET_SETTINGS__ = s;
  }, settings);
}
