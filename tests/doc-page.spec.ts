// The doc page frame: "Edit this page" and the last-updated date under each page, and a sidebar
// that opens scrolled to the current page.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './baseTest';
import {DOCS_EDIT_URL} from '../config/site';

test.describe('doc page footer', () => {
  for (const route of ['/workflows', '/ai-cookbook/basic-python']) {
    test(`${route} links to its source file for editing and shows when it last changed`, async ({page}) => {
      await gotoHydrated(page, route);
      const edit = page.locator('a.theme-edit-this-page');
      await expect(edit).toHaveText(/Edit this page/);
      const href = (await edit.getAttribute('href')) ?? '';
      expect(href.startsWith(DOCS_EDIT_URL)).toBe(true);
      const file = href.slice(DOCS_EDIT_URL.length);
      expect(file).toMatch(/\.mdx?$/);
      expect(fs.existsSync(path.join(__dirname, '..', file)), `${file} exists`).toBe(true);
      const time = page.locator('.theme-last-updated time');
      await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    });
  }
});

test.describe('sidebar', () => {
  test('opens scrolled to the current page when its item is below the fold, leaving the window at the top', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    // One of the last items of the longest sidebar (Temporal Cloud, with tcld's pages open).
    await gotoHydrated(page, '/cloud/tcld/version/');
    const box = page.locator('nav.menu').filter({has: page.locator('.theme-doc-sidebar-menu')});
    const link = box.locator('a[aria-current="page"]');
    await expect(link).toHaveCount(1);
    // It is below the fold: the sidebar must have scrolled for it to be visible.
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [boxRect, linkRect] = await Promise.all([box.boundingBox(), link.boundingBox()]);
    expect(linkRect!.y).toBeGreaterThanOrEqual(boxRect!.y);
    expect(linkRect!.y + linkRect!.height).toBeLessThanOrEqual(boxRect!.y + boxRect!.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
