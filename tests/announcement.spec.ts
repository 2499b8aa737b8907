// Announcement bar: closable, the dismissal persists, a new id shows it again.
import {test, expect, gotoHydrated} from './baseTest';

test('closes, stays closed after a reload, and returns when the announcement id changes', async ({page}) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'AI Cookbook'});
  await expect(bar).toBeVisible();
  const id = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
  expect(id).toBeTruthy();

  await page.getByRole('button', {name: 'Close'}).first().click();
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');

  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.getByRole('banner')).not.toBeVisible();

  // A reader who dismissed an older announcement sees the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('on a phone, takes at most two lines and can still be closed', async ({page}) => {
  await page.setViewportSize({width: 360, height: 780});
  await gotoHydrated(page, '/develop/go/core-application');
  const content = page.locator('.theme-announcement-bar div[class*="announcementBarContent"]');
  await expect(content).toBeVisible();
  const lines = () =>
    content.evaluate((el) => {
      const style = getComputedStyle(el);
      const text = el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(text / parseFloat(style.lineHeight));
    });
  // Polled: the updates that follow hydration (the window size among them) are transitions, and
  // one may still be rendering when the page reports itself hydrated.
  await expect.poll(lines).toBeLessThanOrEqual(2);
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});
