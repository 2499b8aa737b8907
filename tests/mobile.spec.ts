// Mobile navigation: below 997px the navbar collapses behind a hamburger, and Back to top is a
// button after the article rather than one floating over it.
import {test, expect, gotoHydrated} from './baseTest';

test.use({viewport: {width: 390, height: 844}});

test('opens from the hamburger, locks page scroll, and closes on Back', async ({page}) => {
  await gotoHydrated(page, '/');
  // Arrive at /develop through the site, so Back has a page of ours to return to.
  await page.locator('article a[href="/develop/"]').first().click();
  await expect(page).toHaveURL(/\/develop\/?$/);
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar')).toBeInViewport();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await page.goBack();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  expect(page.url()).toMatch(/\/develop\/?$/);
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
});

test('offers the docs menu with collapsible categories and a way back to the main menu', async ({page}) => {
  await gotoHydrated(page, '/develop');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const back = page.getByRole('button', {name: '← Back to main menu'});
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'AI Cookbook'})).toBeVisible();
});

test('closes by itself when the window grows to desktop width', async ({page}) => {
  await gotoHydrated(page, '/develop');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
});

test('keeps the Ask AI button reachable on a phone', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', {name: 'Ask AI'}).first()).toBeVisible();
});

test('offers Back to top after the article instead of a floating button over the text', async ({page}) => {
  await gotoHydrated(page, '/develop/go/core-application');
  // The theme's floating button would lie over the text; tests/phone-overlap.spec.ts scrolls for it.
  await expect(page.locator('.theme-back-to-top-button')).toHaveCSS('display', 'none');
  const back = page.getByRole('button', {name: 'Back to top', exact: true});
  await back.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
});
