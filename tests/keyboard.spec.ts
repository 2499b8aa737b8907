// Keyboard only (issue: quality gates): the skip link, navbar, search modal, tabs, Feedback and
// Ask AI (and on a phone, Back to top) can be reached and operated without a mouse, and show where
// the focus is.
import {test, expect, gotoHydrated} from './baseTest';
import type {Locator, Page} from '@playwright/test';

async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow).toBe(true);
}

test('the first Tab reaches the skip link, which moves focus to the content', async ({page}) => {
  await gotoHydrated(page, '/develop');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // The next Tab lands in the page's content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const where = await page.evaluate(() => ({
    inContent: Boolean(document.activeElement?.closest('main, article')),
    inNavbar: Boolean(document.activeElement?.closest('.navbar')),
    inSidebar: Boolean(document.activeElement?.closest('.theme-doc-sidebar-container')),
  }));
  expect(where).toEqual({inContent: true, inNavbar: false, inSidebar: false});
});

test('navbar links are reachable with Tab, visibly focused, and followed with Enter', async ({page}) => {
  await gotoHydrated(page, '/');
  const link = page.locator('.navbar').getByRole('link', {name: 'Start building'});
  await tabTo(page, link);
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/develop\/?$/);
});

test('the search modal works from the keyboard alone', async ({page, searchReady}) => {
  await gotoHydrated(page, '/');
  const button = page.locator('.DocSearch-Button');
  await tabTo(page, button);
  await expectVisibleFocus(button);
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  // One input event, so the modal shows one list: typed key by key, each keystroke's answer replaces
  // the last (the first two characters answer from page titles at once), and Enter could meet a
  // newer list than the one whose selected hit was read below.
  await page.keyboard.insertText('retry policy');
  await searchReady();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const href = await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('data-url');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
});

test('SDK tabs switch with the arrow keys', {tag: '@fixtures'}, async ({page}) => {
  await gotoHydrated(page, '/__fixtures/kitchen-sink');
  const go = page.getByRole('tab', {name: 'Go'});
  await tabTo(page, go, 120);
  await expectVisibleFocus(go);
  await page.keyboard.press('ArrowRight');
  const python = page.getByRole('tab', {name: 'Python'});
  await expect(python).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Python content.');
});

test('Ask AI and Feedback open from the keyboard and give focus back when closed', async ({page}) => {
  // Up to 460 key presses, each followed by a focus check: three times the usual time.
  test.slow();
  await gotoHydrated(page, '/workflows');
  const askAi = page.getByRole('button', {name: 'Ask AI'}).first();
  await tabTo(page, askAi);
  await expectVisibleFocus(askAi);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(askAi).toBeFocused();

  const feedback = page.getByRole('button', {name: 'Feedback'});
  await tabTo(page, feedback, 400);
  await expectVisibleFocus(feedback);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', {name: 'Feedback'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(feedback).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('Tab reaches Feedback and Back to top after the article; Back to top takes focus to the title', async ({
    page,
  }) => {
    await gotoHydrated(page, '/workflows');
    const feedback = page.getByRole('button', {name: 'Feedback', exact: true});
    await tabTo(page, feedback, 400);
    await expectVisibleFocus(feedback);
    await expect(feedback).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', {name: 'Feedback'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feedback).toBeFocused();

    await page.keyboard.press('Tab');
    const back = page.getByRole('button', {name: 'Back to top', exact: true});
    await expect(back).toBeFocused();
    await expectVisibleFocus(back);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
