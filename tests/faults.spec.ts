// Fault injection: what a reader sees when a page's script chunks fail
// or are slow, when JavaScript is off, and when third-party hosts are unreachable. The crash screen
// is covered in site-files.spec.ts.
//
// How Docusaurus 3.8.1 behaves here (read from @docusaurus/core lib/client, not assumed):
// - clientEntry.js renders the app only after preload(pathname) has loaded every chunk of the
//   route, and PendingNavigation.js keeps the previous page on screen until the next route's chunks
//   have loaded, reloading the page if they fail. So the route Loadable never mounts while loading
//   on a first load or a navigation: the 128×110 spinner of @theme/Loading appears only when Retry
//   loads a failed route again (tested below).
// - Upstream, a chunk that fails on a direct load leaves the server-rendered page inert (the
//   preload's rejection is unhandled). plugins/core-client-patches renders the app on the client in
//   that case, so the failed route's loadable shows src/theme/Loading's red box with Retry.
// - theme-classic's nprogress client module starts the bar 200 ms after a pathname change and
//   clears that timer when the route has loaded.
import type {Page, Request} from '@playwright/test';
import {test, expect, gotoHydrated} from './baseTest';
import {allViolations, coloursSettled} from './axe';

declare global {
  interface Window {
    __faults?: {
      clickAt: number | null;
      barAt: number | null;
      barAfter100ms: boolean | null;
      spinnerAt: number | null;
      arrivedAt?: number | null;
    };
    __beforeNavigation?: boolean;
  }
}

const ENTRY_CHUNK = /\/assets\/js\/(runtime~main|main)\.[^/]+\.js$/;
const isRouteChunk = (request: Request) =>
  request.resourceType() === 'script' &&
  /\/assets\/js\/[^/]+\.js$/.test(new URL(request.url()).pathname) &&
  !ENTRY_CHUNK.test(request.url());

/** Runs `action` and returns the route chunks (scripts under /assets/js/) it made the page load. */
async function routeChunksLoadedBy(page: Page, action: () => Promise<void>): Promise<string[]> {
  const urls = new Set<string>();
  const listener = (request: Request) => {
    if (isRouteChunk(request)) urls.add(request.url());
  };
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return [...urls];
}

/** The navbar link from the home page to /develop, the navigation the chunk tests make. */
const startBuilding = (page: Page) => page.locator('.navbar').getByRole('link', {name: 'Start building'});
const DEVELOP_H1 = 'Develop with Temporal';

/** The page's prose: paragraphs in <main> with at least a sentence of text (not live regions). */
const prose = (page: Page) => page.locator('main p').filter({hasText: /\w[\s\S]{29,}/});

/** Loads the home page and returns the chunks that a click on "Start building" then loads. */
async function chunksOfNavigationToDevelop(page: Page): Promise<string[]> {
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  const chunks = await routeChunksLoadedBy(page, async () => {
    await startBuilding(page).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(DEVELOP_H1);
  });
  expect(chunks.length, 'the navigation to /develop loads route chunks').toBeGreaterThan(0);
  return chunks;
}

/**
 * Records, in page time, when the progress bar and the loading spinner first appear after a click,
 * and when the next page arrived (its heading replaced the one shown at the click).
 */
async function watchLoadingIndicators(page: Page) {
  await page.addInitScript(() => {
    const state = {clickAt: null, barAt: null, barAfter100ms: null, spinnerAt: null, arrivedAt: null} as NonNullable<
      Window['__faults']
    >;
    window.__faults = state;
    let headingAtClick: string | null = null;
    document.addEventListener(
      'click',
      () => {
        if (state.clickAt !== null) return;
        state.clickAt = performance.now();
        headingAtClick = document.querySelector('h1')?.textContent ?? null;
        setTimeout(() => (state.barAfter100ms = document.getElementById('nprogress') !== null), 100);
      },
      true,
    );
    new MutationObserver(() => {
      if (state.barAt === null && document.getElementById('nprogress')) state.barAt = performance.now();
      if (state.spinnerAt === null && document.querySelector('svg#loader')) state.spinnerAt = performance.now();
      const heading = document.querySelector('h1')?.textContent ?? null;
      if (state.clickAt !== null && state.arrivedAt === null && heading !== headingAtClick) {
        state.arrivedAt = performance.now();
      }
    }).observe(document, {childList: true, subtree: true, characterData: true});
  });
}

const indicators = (page: Page) => page.evaluate(() => window.__faults!);

test.describe('when a page script chunk fails to load', () => {
  test('on a direct load the red box names the failure, and Retry loads the page once the network is back', async ({
    page,
    request,
    problems,
  }) => {
    // Find the chunk that holds the page's own content: the one whose source contains its title.
    const chunks = await routeChunksLoadedBy(page, async () => {
      await gotoHydrated(page, '/workflows');
    });
    const title = (await page.getByRole('heading', {level: 1}).textContent())!.trim();
    let contentChunk: string | undefined;
    for (const url of chunks) {
      if ((await (await request.get(url)).text()).includes(title)) contentChunk = url;
    }
    expect(contentChunk, `a chunk loaded by /workflows contains "${title}"`).toBeDefined();

    let attempts = 0;
    await page.route(contentChunk!, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await page.goto('/workflows');

    // The red, centred box shows the raw error: "Loading chunk {id} failed." and the URL.
    const box = page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});
    await expect(box).toBeVisible();
    await expect(box).toContainText(/Loading chunk \S+ failed\./);
    await expect(box).toContainText(contentChunk!);
    const retry = box.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeFocused();
    const {background, leftGap, rightGap} = await box.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const parent = el.parentElement!.getBoundingClientRect();
      return {
        background: getComputedStyle(el).backgroundColor,
        leftGap: rect.left - parent.left,
        rightGap: parent.right - rect.right,
      };
    });
    const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number);
    expect(r, `the box is red (${background})`).toBeGreaterThan(2 * Math.max(g, b));
    expect(Math.abs(leftGap - rightGap), 'the box is centred').toBeLessThanOrEqual(2);
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await coloursSettled(page);
      // The whole page (tests/axe.ts), every impact: the box and the frame around it.
      expect((await allViolations(page)).map((v) => `${mode}: ${v}`)).toEqual([]);
    }
    // The rest of the app started: the navbar and sidebar work, and the page says nothing else.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(0);
    expect(problems.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    expect(problems.warnings.some((w) => /Loading chunk \S+ failed/.test(w))).toBe(true);

    // Retry while the network is still down: the chunk is requested again and the box stays.
    const before = attempts;
    await retry.click();
    await expect.poll(() => attempts).toBeGreaterThan(before);
    await expect(box.getByRole('button', {name: 'Retry'})).toBeVisible();

    // The network recovers, slowly: Retry shows the 128×110 spinner only once the loadable's
    // 200 ms delay has passed, then renders the page in place, without a reload.
    await page.unroute(contentChunk!);
    await page.route(contentChunk!, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen: NonNullable<Window['__faults']> = {clickAt: null, barAt: null, barAfter100ms: null, spinnerAt: null};
      window.__faults = seen;
      document.addEventListener('click', () => (seen.clickAt ??= performance.now()), {capture: true, once: true});
      new MutationObserver(() => {
        if (seen.spinnerAt === null && document.querySelector('svg#loader')) seen.spinnerAt = performance.now();
      }).observe(document, {childList: true, subtree: true});
      window.__beforeNavigation = true;
    });
    await box.getByRole('button', {name: 'Retry'}).click();
    const spinner = page.locator('svg#loader');
    await expect(spinner).toBeVisible();
    expect(await spinner.boundingBox()).toMatchObject({width: 128, height: 110});
    const {clickAt, spinnerAt} = await indicators(page);
    expect(spinnerAt! - clickAt!, 'the spinner waits for the 200 ms delay').toBeGreaterThanOrEqual(195);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(spinner).toHaveCount(0);
    await expect(prose(page).first()).toBeVisible();
    await expect(box).toHaveCount(0);
    expect(await page.evaluate(() => window.__beforeNavigation), 'the page was not reloaded').toBe(true);

    // And the reader carries on: client-side navigation works as usual.
    await startBuilding(page).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(DEVELOP_H1);
  });

  test('a client-side navigation whose chunks fail reloads the page and lands on the target page', async ({
    page,
    problems,
  }) => {
    const chunks = await chunksOfNavigationToDevelop(page);

    // Each chunk of the next route fails once (a deploy replaced it, a flaky network), then loads.
    const failedOnce = new Set<string>();
    await page.route(
      (url) => chunks.includes(url.href),
      (route) => {
        // Prefetches go through; the chunk's script load fails the first time.
        if (route.request().resourceType() !== 'script' || failedOnce.has(route.request().url())) {
          return route.continue();
        }
        failedOnce.add(route.request().url());
        return route.abort('failed');
      },
    );
    await gotoHydrated(page, '/');
    await page.evaluate(() => (window.__beforeNavigation = true));
    const reloaded = page.waitForEvent('load');
    await startBuilding(page).click();
    await reloaded;

    await expect(page).toHaveURL(/\/develop\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(DEVELOP_H1);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.evaluate(() => window.__beforeNavigation), 'the page was reloaded').toBeUndefined();
    expect(failedOnce.size).toBeGreaterThan(0);
    // PendingNavigation logs the chunk error as a warning before it reloads.
    expect(problems.warnings.some((w) => /Loading chunk \S+ failed/.test(w))).toBe(true);
  });
});

test.describe('while a page is loading', () => {
  test('the pages of links in view are prefetched once the page is idle, so following one fetches nothing new', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const prefetched = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
      );
    await expect.poll(async () => (await prefetched()).length, {timeout: 10_000}).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const ready = new Set(await prefetched());
    const chunks = await routeChunksLoadedBy(page, async () => {
      await startBuilding(page).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(DEVELOP_H1);
    });
    expect(chunks.length).toBeGreaterThan(0);
    expect(
      chunks.filter((url) => !ready.has(url)),
      'chunks that were not prefetched',
    ).toEqual([]);
  });

  test('a slow navigation shows the progress bar only after 200 ms, keeps the old page, and shows no spinner', async ({
    page,
  }) => {
    const chunks = await chunksOfNavigationToDevelop(page);
    const SLOW_MS = 1_500;
    await page.route(
      (url) => chunks.includes(url.href),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        await route.continue();
      },
    );
    await watchLoadingIndicators(page);
    await gotoHydrated(page, '/');
    const homeTitle = (await page.getByRole('heading', {level: 1}).textContent())!;
    await startBuilding(page).click();

    // Present well before the chunks arrive, and the reader still sees the page they were on.
    await expect(page.locator('#nprogress .bar')).toBeVisible({timeout: SLOW_MS - 200});
    await expect(page.getByRole('heading', {level: 1})).toHaveText(homeTitle);
    const during = await indicators(page);
    expect(during.barAfter100ms, 'no bar 100 ms after the click').toBe(false);
    expect(during.barAt! - during.clickAt!).toBeGreaterThanOrEqual(200);

    await expect(page.getByRole('heading', {level: 1})).toHaveText(DEVELOP_H1);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect((await indicators(page)).spinnerAt, 'the 128×110 spinner never shows for a route').toBeNull();
  });

  test('a navigation that arrives within 200 ms shows no progress bar, and the bar never shows sooner', async ({
    page,
  }) => {
    await watchLoadingIndicators(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle'); // the linked pages' chunks are prefetched
    await startBuilding(page).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(DEVELOP_H1);
    // The bar would show 200 ms after the click (the delay of the test above): check once that
    // moment has passed in page time, with a frame's margin.
    await page.waitForFunction(() => performance.now() - window.__faults!.clickAt! >= 250);
    const seen = await indicators(page);
    expect(seen.arrivedAt, 'the next page’s heading was seen replacing the old one').not.toBeNull();
    const arrivedAfter = seen.arrivedAt! - seen.clickAt!;
    expect(seen.spinnerAt, 'the 128×110 spinner never shows for a route').toBeNull();
    // With prefetched chunks the page usually arrives well within 200 ms; on a loaded machine
    // rendering it can take longer, and then the bar may show, but never before its delay.
    const barAfter = seen.barAt === null ? null : seen.barAt - seen.clickAt!;
    if (arrivedAfter < 200) expect(barAfter, `arrived after ${Math.round(arrivedAfter)} ms`).toBeNull();
    else expect(barAfter ?? 200, `arrived after ${Math.round(arrivedAfter)} ms`).toBeGreaterThanOrEqual(200);
  });

  test('a slow direct load shows the server-rendered page at once, with no spinner', async ({page}) => {
    const chunks = await routeChunksLoadedBy(page, async () => {
      await gotoHydrated(page, '/workflows');
    });
    await page.route(
      (url) => chunks.includes(url.href),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
    );
    await watchLoadingIndicators(page);
    await page.goto('/workflows', {waitUntil: 'domcontentloaded'});
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect((await indicators(page)).spinnerAt).toBeNull();
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  const pages = [
    {path: '/', kind: 'home page', sidebar: false, code: false},
    {path: '/workflows', kind: 'concept page with tabs', sidebar: true, code: true},
    {path: '/develop/go/core-application', kind: 'guide', sidebar: true, code: true},
    {path: '/cli/workflow', kind: 'reference page', sidebar: true, code: true},
  ];

  for (const {path, kind, sidebar, code} of pages) {
    test(`the ${kind} ${path} is readable, with its navigation`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', {level: 1});
      await expect(h1).toBeVisible();
      expect((await h1.textContent())!.trim().length).toBeGreaterThan(3);
      await expect(prose(page).first()).toBeVisible();
      expect(await prose(page).count()).toBeGreaterThan(1);

      const navbarLink = page.locator('.navbar').getByRole('link', {name: 'Start building'});
      await expect(navbarLink).toBeVisible();
      await expect(navbarLink).toHaveAttribute('href', '/develop');

      if (sidebar) {
        const sidebarLinks = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link');
        await expect(sidebarLinks.first()).toBeVisible();
        expect(await sidebarLinks.count()).toBeGreaterThan(3);
        // The current page is marked in the sidebar, so its category is open without JavaScript.
        const current = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[aria-current="page"]');
        await expect(current).toBeVisible();
      }
      if (sidebar) {
        // The Copy page buttons need JavaScript, so they are hidden; the page's Markdown is a link.
        await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
        const markdown = page.getByRole('link', {name: 'View as Markdown'});
        await expect(markdown).toBeVisible();
        await expect(markdown).toHaveAttribute('href', `${path}.md`);
      }
      // Search, Ask AI and Feedback cannot work without JavaScript, so they are not shown at all
      // (the same buttons are visible and working with JavaScript on: search, ask-ai, feedback specs).
      const needsJs = sidebar ? ['Search', 'Ask AI', 'Feedback'] : ['Search', 'Ask AI'];
      const controls = page.locator('[data-needs-js]');
      expect(await controls.count()).toBeGreaterThanOrEqual(needsJs.length);
      for (const control of await controls.all()) await expect(control).toBeHidden();
      expect(await controls.evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''))).toEqual(
        expect.arrayContaining(needsJs.map((name) => expect.stringContaining(name))),
      );
      // So are the theme's script-only buttons: closing the announcement bar, collapsing the sidebar.
      const themeButtons = ['.theme-announcement-bar button[aria-label="Close"]'];
      if (sidebar) themeButtons.push('button[aria-label="Collapse sidebar"]');
      for (const selector of themeButtons) {
        await expect(page.locator(selector), selector).toHaveCount(1);
        await expect(page.locator(selector), selector).toBeHidden();
      }
      if (code) {
        const block = page.locator('main pre code').first();
        await expect(block).toBeVisible();
        expect((await block.innerText()).trim().split('\n').length).toBeGreaterThan(1);
      }
      if (path === '/workflows') {
        // The first tab of each tab group is shown; its label and code are readable.
        await expect(page.getByRole('tab', {selected: true}).first()).toBeVisible();
        await expect(page.getByRole('tabpanel').first().locator('pre code').first()).toBeVisible();
      }
      // A link is an ordinary link: following one from the sidebar loads that page.
      if (sidebar) {
        const sidebarNav = page.getByRole('navigation', {name: 'Docs sidebar'});
        const hrefs = await sidebarNav
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        const target = hrefs.find((h) => h?.startsWith('/') && h.replace(/\/$/, '') !== path);
        expect(target, 'a sidebar link to another page').toBeDefined();
        await sidebarNav.locator(`a[href="${target}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${target!.replace(/\/$/, '')}/?$`));
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      }
    });
  }

  test('on a phone, the navbar links and the docs sidebar are there without the menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/workflows');
    // The hamburger opens a menu only with JavaScript, so it is not offered.
    const hamburger = page.locator('.navbar__toggle');
    await expect(hamburger).toHaveCount(1);
    await expect(hamburger).toBeHidden();
    for (const name of ['Home', 'Start building', 'AI Cookbook', 'Temporal Cloud'])
      await expect(page.locator('.navbar').getByRole('link', {name, exact: true})).toBeVisible();
    // The collapsed "On this page" list opens only with JavaScript, so it is not offered either.
    await expect(page.locator('.theme-doc-toc-mobile')).toHaveCount(1);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
    // The sidebar follows the content, with the current page marked.
    const h1 = page.getByRole('heading', {level: 1});
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.locator('a[aria-current="page"]')).toBeVisible();
    expect(await sidebar.getByRole('link').count()).toBeGreaterThan(3);
    const [h1Box, sidebarBox] = [await h1.boundingBox(), await sidebar.boundingBox()];
    expect(sidebarBox!.y, 'the sidebar comes after the page').toBeGreaterThan(h1Box!.y + h1Box!.height);
    expect(sidebarBox!.width, 'the sidebar takes the full width').toBeGreaterThan(300);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('third-party hosts', () => {
  const isLoopback = (url: URL) => ['127.0.0.1', 'localhost'].includes(url.hostname);

  test('when every third-party host is unreachable, pages work and throw nothing', async ({page, searchReady}) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.route(
      (url) => url.protocol.startsWith('http') && !isLoopback(url),
      (route) => route.abort('internetdisconnected'),
    );
    await gotoHydrated(page, '/');
    await startBuilding(page).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(DEVELOP_H1);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link').nth(1).click();
    await expect(page).not.toHaveURL(/\/develop\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('workflow');
    await searchReady();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/ai-cookbook');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the default build sends no request beyond 127.0.0.1 and warms no connection to another host', async ({
    page,
    searchReady,
  }) => {
    const offsite: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.protocol.startsWith('http') && !isLoopback(url)) offsite.push(r.url());
    });
    for (const path of ['/', '/workflows', '/develop/go/core-application', '/ai-cookbook', '/search?q=retry']) {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const hints = await page
        .locator('link[rel="preconnect"], link[rel="dns-prefetch"], link[rel="preload"], link[rel="prefetch"]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      expect(
        hints.filter((href) => !isLoopback(new URL(href))),
        `resource hints on ${path}`,
      ).toEqual([]);
    }
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('activity retry');
    await searchReady();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(offsite).toEqual([]);
  });
});
