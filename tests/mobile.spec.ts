// Mobile navigation: below 996px the navbar collapses behind a hamburger.
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
