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
