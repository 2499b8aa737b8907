// Third-party services are off unless configured: the
// default build contacts no other host at all, and a configured comms frame receives the analytics
// identity on every route change.
import path from 'node:path';
import type {Frame, Page, Request} from '@playwright/test';
import {test, expect, gotoHydrated, configureWidgets, pageSettled} from './baseTest';

const PAGES = ['/', '/workflows', '/ai-cookbook', '/ai-cookbook/durable-agent-with-tools', '/search?q=signals'];

function recordThirdParty(page: Page, origin: string): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) requests.push(url);
  });
  return requests;
}

test('the default build requests nothing from any other host, even when every control is used', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const thirdParty = recordThirdParty(page, origin);
  context.on('page', (opened) => opened !== page && thirdParty.push(`new tab: ${opened.url()}`));
  for (const path of PAGES) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('load');
  }
  await gotoHydrated(page, '/workflows');
  await page.locator('.navbar__items--right').getByRole('button', {name: 'Ask AI'}).click();
  await page.getByRole('dialog', {name: 'Ask the docs'}).getByRole('button', {name: 'What is Temporal?'}).click();
  await expect(page.getByRole('dialog', {name: 'Ask the docs'}).locator('ol > li').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');
  await page.getByRole('button', {name: 'Feedback', exact: true}).click();
  await expect(page.getByRole('dialog', {name: 'Feedback'})).toBeVisible();
  await pageSettled(page); // anything loaded "after the page is interactive" has been requested
  expect(thirdParty).toEqual([]);
  expect(await page.locator('iframe').count()).toBe(0);
});

test('the built pages hold no third-party script, iframe, preconnect or prefetch', async ({request, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<iframe/i);
    expect(html, path).not.toMatch(
      /<link[^>]+rel=["']?(preconnect|dns-prefetch|prefetch|preload)["']?[^>]+href=["']?https?:/i,
    );
    expect(html, path).not.toMatch(/googletagmanager|kapa\.ai/i);
    for (const [, src] of html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/gi)) {
      expect(new URL(src!, origin).origin, `${path}: ${src}`).toBe(origin);
    }
  }
});

test.describe('with ANALYTICS_COMMS_URL configured', {tag: '@fixtures'}, () => {
  // The default build's Content-Security-Policy allows no frames; a configured build's lists the host.
  test.use({bypassCSP: true});
  const COMMS = 'https://comms.test';

  async function commsFrame(page: Page): Promise<Frame> {
    await expect.poll(() => page.frame({url: `${COMMS}/comms`}) !== null).toBe(true);
    return page.frame({url: `${COMMS}/comms`})!;
  }

  test('a hidden comms frame receives the user and session ids on every route change', async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    await configureWidgets(page, {analytics: {commsUrl: COMMS}});
    await page.route(`${COMMS}/comms`, (route) =>
      route.fulfill({path: path.join(__dirname, 'fixtures', 'analytics-comms.stub.html'), contentType: 'text/html'}),
    );
    await gotoHydrated(page, '/workflows');
    const frameElement = page.locator('iframe[data-analytics-comms]');
    await expect(frameElement).toHaveCount(1);
    await expect(frameElement).toHaveAttribute('src', `${COMMS}/comms`);
    await expect(frameElement).toBeHidden();
    await expect(frameElement).toHaveAttribute('aria-hidden', 'true');

    // Two client-side navigations, with a hash change within a page (not a route change) between.
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await page.locator('.theme-doc-sidebar-menu a[href="/activities"]').first().click();
    await expect(page).toHaveURL(/\/activities$/);
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/\/activities#/);
    await page.locator('.navbar a[href="/ai-cookbook"]').first().click();
    await expect(page).toHaveURL(/\/ai-cookbook\/?$/);
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
    await expect(page.locator('iframe[data-analytics-comms]')).toHaveCount(1);

    const frame = await commsFrame(page);
    type Received = {
      origin: string;
      data: {type: string; userId: string; sessionId: string; path: string; url: string};
    };
    const received = () => frame.evaluate(() => (window as unknown as {received: Received[]}).received);
    await expect.poll(async () => (await received()).length).toBe(3);
    const messages = await received();
    expect(messages.map((m) => m.origin)).toEqual([origin, origin, origin]);
    expect(messages.map((m) => m.data.path)).toEqual([
      '/workflows',
      '/activities',
      expect.stringMatching(/^\/ai-cookbook\/?$/),
    ]);
    const {userId, sessionId} = messages[0]!.data;
    expect(userId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sessionId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(userId).not.toBe(sessionId);
    for (const message of messages) {
      expect(message.data).toMatchObject({type: 'temporal-docs:identity', userId, sessionId});
      expect(message.data.url).toBe(`${origin}${message.data.path}`);
    }

    // The same tab keeps both ids across a reload.
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const again = await commsFrame(page);
    await expect
      .poll(() => again.evaluate(() => (window as unknown as {received: Received[]}).received.length))
      .toBe(1);
    const [afterReload] = await again.evaluate(() => (window as unknown as {received: Received[]}).received);
    expect(afterReload!.data).toMatchObject({userId, sessionId});
  });
});
