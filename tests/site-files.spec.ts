// Published files and error pages.
import {test, expect, gotoHydrated} from './baseTest';

test('sitemap lists pages with changefreq daily and priority 0.5, and no search or fixture page', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(3);
  for (const entry of urls) {
    expect(entry).toContain('<changefreq>daily</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  const locs = urls.map((u) => u.match(/<loc>(.*?)<\/loc>/)![1]!);
  expect(locs.some((l) => new URL(l).pathname === '/develop/')).toBe(true);
  expect(locs.some((l) => /\/search\/?$/.test(new URL(l).pathname))).toBe(false);
  expect(locs.some((l) => l.includes('__fixtures'))).toBe(false);
});

test('pages are served with the security headers of _headers, so every test runs under them', async ({request}) => {
  for (const path of ['/', '/workflows', '/search']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp, path).not.toContain('unsafe-eval');
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('serves a helpful Not Found page with status 404', async ({page}) => {
  const response = await gotoHydrated(page, '/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page.getByRole('link', {name: 'documentation home'})).toHaveAttribute('href', '/');
  const form = page.locator('form', {has: page.getByLabel('Search the docs')});
  await form.getByLabel('Search the docs').fill('worker tuning');
  await form.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL(/\/search\?q=worker%20tuning/);
});

for (const path of ['/this-page-does-not-exist', '/404.html']) {
  test(`the Not Found page at ${path} is titled "Page Not Found | Temporal Docs", served and hydrated`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe('Page Not Found | Temporal Docs');
    await gotoHydrated(page, path);
    await expect(page).toHaveTitle('Page Not Found | Temporal Docs');
  });
}

test(
  'shows the crash screen with its causes, and "Try again" renders the page again',
  {tag: '@fixtures'},
  async ({page}) => {
    await gotoHydrated(page, '/__fixtures/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
    await expect(page.locator('main')).toContainText('Fixture render failed');
    await expect(page.locator('main')).toContainText('Cause:');
    await expect(page.locator('main')).toContainText('The fixture was asked to crash');
    // The fault goes away; "Try again" renders the page again instead of reloading it.
    await page.evaluate(() => (window.__crashFixture = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByTestId('crash-fixture')).toBeVisible();
  },
);

test.describe('when browser storage is blocked', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
  });

  test('warns once and still renders and navigates', async ({page, problems}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.locator('.navbar').getByRole('link', {name: 'Start building'}).click();
    await expect(page).toHaveURL(/\/develop\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Develop with Temporal');
    const storageWarnings = problems.warnings.filter((w) => w.includes('browser storage is not available'));
    expect(storageWarnings).toHaveLength(1);
    expect(problems.errors).toEqual([]);
  });
});
