// Colour mode: dark by default, OS preference respected when nothing is stored,
// a three-state toggle, stored under "theme" and synchronised across tabs.
import {test, expect, gotoHydrated} from './baseTest';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');
const choice = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme-choice');

test('is dark when the operating system prefers dark and nothing is stored', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/');
  expect(await theme(page)).toBe('dark');
  expect(await choice(page)).toBe('system');
});

test('follows a light OS preference until the reader chooses', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/');
  expect(await theme(page)).toBe('light');
  expect(await choice(page)).toBe('system');
});

test('cycles system → light → dark → system and stores the choice under "theme"', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/');
  const toggle = page.locator('.navbar button[class*="toggleButton"]');
  const seen: Array<[string | null, string | null]> = [];
  for (let i = 0; i < 3; i++) {
    await toggle.click();
    seen.push([await choice(page), await page.evaluate(() => localStorage.getItem('theme'))]);
  }
  expect(seen).toEqual([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', null],
  ]);
});

test('keeps the choice across reloads and synchronises open tabs', async ({page, context}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/');
  const other = await context.newPage();
  await gotoHydrated(other, '/develop');
  await page.locator('.navbar button[class*="toggleButton"]').click();
  expect(await theme(page)).toBe('light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  expect(await theme(page)).toBe('light');
});
