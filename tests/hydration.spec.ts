// What a page does right after it hydrates, now that those updates are transitions
// (plugins/core-client-patches/afterHydration.cjs): the layout still follows the window size, every
// code block that scrolls still gets its word-wrap button, and the page hydrates without a mismatch.
import {test, expect, gotoHydrated, pageSettled} from './baseTest';

/** A long guide with many code blocks, several of them wider than a phone screen. */
const LONG_GUIDE = '/develop/go/core-application';

test.describe('after hydration on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  test('the desktop TOC is removed, the mobile TOC opens, and scrolling code blocks get their word-wrap button', async ({
    page,
    problems,
  }) => {
    await gotoHydrated(page, LONG_GUIDE);
    // The server rendered the desktop TOC (it cannot know the window size); on a phone it goes.
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    const mobileToc = page.locator('.theme-doc-toc-mobile button');
    await mobileToc.click();
    await expect(page.locator('.theme-doc-toc-mobile a.table-of-contents__link').first()).toBeVisible();

    // Each visible block whose code is wider than its box has the button; one that fits has none.
    const blocks = await page.locator('.theme-code-block:visible').evaluateAll((nodes) =>
      nodes.map((block) => {
        const pre = block.querySelector('pre')!;
        return {
          scrolls: pre.scrollWidth > pre.clientWidth,
          hasButton: Boolean(block.querySelector('button[aria-label="Toggle word wrap"]')),
        };
      }),
    );
    expect(blocks.filter((b) => b.scrolls).length, 'the guide has code blocks that scroll on a phone').toBeGreaterThan(
      3,
    );
    await expect
      .poll(() =>
        page.locator('.theme-code-block:visible').evaluateAll(
          (nodes) =>
            nodes.filter((block) => {
              const pre = block.querySelector('pre')!;
              const hasButton = Boolean(block.querySelector('button[aria-label="Toggle word wrap"]'));
              return pre.scrollWidth > pre.clientWidth !== hasButton;
            }).length,
        ),
      )
      .toBe(0);

    await pageSettled(page);
    expect(problems.errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
  });

  test('a code block in a tab panel that is shown gets its word-wrap button once it scrolls', async ({page}) => {
    await gotoHydrated(page, '/evaluate/why-temporal');
    const group = page.locator('.tabs-container').first();
    const name = (await group.getByRole('tab', {selected: false}).first().textContent())!;
    const hidden = group.getByRole('tab', {name, exact: true});
    await hidden.click();
    await expect(hidden).toHaveAttribute('aria-selected', 'true');
    const block = group.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first();
    // Measured after the click has painted: the button follows whether the code is wider than its box.
    const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(await scrolls(), 'the shown block scrolls on a phone').toBe(true);
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeVisible();
  });
});

test('on a desktop the server’s TOC stays after hydration', async ({page, problems}) => {
  await gotoHydrated(page, LONG_GUIDE);
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
  expect(problems.errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
});

test('the server’s HTML carries only the open part of the sidebar; a collapsed category gets its items when opened', async ({
  browser,
  page,
  baseURL,
}) => {
  // The server's HTML as it is, before any script runs.
  const serverOnly = await browser.newContext({javaScriptEnabled: false});
  const html = await serverOnly.newPage();
  await html.goto(`${baseURL}${LONG_GUIDE}`);
  const collapsed = html.locator('.theme-doc-sidebar-menu .menu__list-item--collapsed');
  expect(await collapsed.count(), 'the guide’s sidebar has collapsed categories').toBeGreaterThan(3);
  await expect(collapsed.locator('ul'), 'a collapsed category renders no list of items').toHaveCount(0);
  await serverOnly.close();

  await gotoHydrated(page, LONG_GUIDE);
  // The first collapsed category, found by its link (its class changes once it is open).
  const href = await page
    .locator('.theme-doc-sidebar-menu .menu__list-item--collapsed > .menu__list-item-collapsible > a')
    .first()
    .getAttribute('href');
  const category = page.locator('.theme-doc-sidebar-menu li', {
    has: page.locator(`:scope > .menu__list-item-collapsible > a[href="${href}"]`),
  });
  await category.locator('.menu__caret').click();
  await expect(category.locator('ul.menu__list a.menu__link').first()).toBeVisible();
});

test('the app starts after the page is parsed, a part per task (plugins/core-client-patches/stagedEntry.ts)', async ({
  page,
  problems,
}) => {
  // What had run of the app when the browser finished parsing the page and ran the main bundle.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const started = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('docs-start:'));
      Object.assign(window, {atParsed: {partsStarted: started.length, clientEntryRan: 'docusaurus' in window}});
    });
  });
  await gotoHydrated(page, LONG_GUIDE);
  expect(await page.evaluate(() => (window as unknown as {atParsed: unknown}).atParsed)).toEqual({
    partsStarted: 0,
    clientEntryRan: false,
  });
  const parts = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('docs-start:'))
      .map((mark) => mark.name.slice('docs-start:'.length)),
  );
  expect(parts).toEqual(['react-dom', 'routes', 'global-data', 'theme', 'client-entry']);
  expect(problems.errors).toEqual([]);
});
