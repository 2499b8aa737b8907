// One SDK choice: opening /develop/<sdk>/… or picking a tab sets it, every SDK tab group opens on it
// (across pages and reloads), the "This page in" switch at the top of SDK guides, and API names in
// the guides linked to their SDK's reference at the pinned version.
import path from 'node:path';
import {test, expect, gotoHydrated} from './baseTest';
import {pinnedVersion} from '../config/pins';
import {coloursSettled, seriousViolations} from './axe';

const SITE = path.resolve(__dirname, '..');
const version = (pin: string) => pinnedVersion(SITE, pin).version;
/** A page with two SDK tab groups: the first has a Ruby tab, the second has none. */
const TWO_GROUPS = '/references/failures';
const selectedTab = (page: import('@playwright/test').Page, group: number) =>
  page.locator('.tabs-container').nth(group).locator('[role="tab"][aria-selected="true"]');

test.describe('the SDK choice', () => {
  test('opening an SDK guide chooses its SDK: tab groups on other pages open on it, after a reload too', async ({
    page,
  }) => {
    await gotoHydrated(page, '/develop/python/timers');
    await gotoHydrated(page, TWO_GROUPS);
    await expect(selectedTab(page, 0)).toHaveText('Python');
    await expect(selectedTab(page, 1)).toHaveText('Python');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(selectedTab(page, 0)).toHaveText('Python');
  });

  test('a tab picked on one page opens every group on the next; a group without it keeps its default', async ({
    page,
  }) => {
    await gotoHydrated(page, TWO_GROUPS);
    await expect(selectedTab(page, 0)).toHaveText('Go');
    await page.locator('.tabs-container').first().getByRole('tab', {name: 'Java'}).click();
    await expect(selectedTab(page, 0)).toHaveText('Java');
    // The second group has no Java tab: it stays on its first tab.
    await expect(selectedTab(page, 1)).toHaveText('Go');
    // Another page, then a reload.
    await gotoHydrated(page, '/encyclopedia/detecting-application-failures');
    await expect(selectedTab(page, 0)).toHaveText('Java');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(selectedTab(page, 0)).toHaveText('Java');
  });

  test('navigating inside the site to another SDK guide changes the choice', async ({page}) => {
    await gotoHydrated(page, '/develop/go/timers');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.sdk-language'))).toBe('go');
    await page.getByRole('navigation', {name: 'This page in other SDKs'}).getByRole('link', {name: 'Java'}).click();
    await expect(page).toHaveURL(/\/develop\/java\/timers$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.sdk-language'))).toBe('java');
  });
});

test.describe('switching an SDK tab', () => {
  test('every group of the page follows, the URL names the SDK, and the clicked tab stays put on screen', async ({
    page,
  }) => {
    await gotoHydrated(page, TWO_GROUPS);
    await expect(selectedTab(page, 0)).toHaveText('Go');
    const second = page.locator('.tabs-container').nth(1);
    const python = second.getByRole('tab', {name: 'Python'});
    // The second group in the middle of the window, so the first one is above it.
    await python.evaluate((tab) => window.scrollBy(0, tab.getBoundingClientRect().top - innerHeight / 2));
    const panelHeight = () =>
      page
        .locator('.tabs-container')
        .first()
        .locator('[role="tabpanel"]:not([hidden])')
        .evaluate((el) => el.getBoundingClientRect().height);
    const goHeight = await panelHeight();
    const before = (await python.boundingBox())!.y;
    await python.click();
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(second.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
    // The first group switches a moment later, in a transition.
    await expect(selectedTab(page, 0)).toHaveText('Python');
    await expect(page.locator('.tabs-container').first().locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]sdk-language=python(&|$)/);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.sdk-language'))).toBe('python');
    // The group above changed height, yet the clicked tab is where the reader clicked it.
    expect(await panelHeight()).not.toBe(goHeight);
    expect(Math.abs((await python.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
  });
});

test.describe('"This page in" switch', () => {
  test('lists every SDK, marks the current one and goes to the same topic', async ({page}) => {
    await gotoHydrated(page, '/develop/go/timers');
    const nav = page.getByRole('navigation', {name: 'This page in other SDKs'});
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('listitem')).toHaveText(['Go', 'Java', 'Python', 'TypeScript', '.NET', 'PHP', 'Ruby']);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Go');
    await expect(nav.getByRole('link', {name: 'Python'})).toHaveAttribute('href', '/develop/python/timers');
    // The switch sits above the page's text.
    const navBox = (await nav.boundingBox())!;
    const firstParagraph = (await page.locator('article .markdown > p').first().boundingBox())!;
    expect(navBox.y).toBeLessThan(firstParagraph.y);
  });

  test('says plainly when an SDK has no page on the topic and links its closest page', async ({page}) => {
    // Selectors are a Go-only topic.
    await gotoHydrated(page, '/develop/go/selectors');
    const nav = page.getByRole('navigation', {name: 'This page in other SDKs'});
    const php = nav.getByRole('listitem').filter({hasText: 'PHP'});
    await expect(php).toContainText('PHP (no page: see');
    await expect(php.getByRole('link')).toHaveAttribute('href', /^\/develop\/php/);
    await php.getByRole('link').click();
    await expect(page).toHaveURL(/\/develop\/php/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`a guide page with the switch and API links passes axe in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await gotoHydrated(page, '/develop/go/selectors');
      await coloursSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('is not in the search index', async ({page, request}) => {
    await gotoHydrated(page, '/develop/go/timers');
    const manifest = (await (await request.get('/search-index.json')).json()) as {index: string};
    const text = await (await request.get(manifest.index)).text();
    expect(text).toContain('/develop/go/timers');
    expect(text).not.toContain('This page in:');
    expect(text).not.toContain('no page: see');
  });
});

test.describe('API links in the SDK guides', () => {
  const cases: Array<[string, string, string]> = [
    [
      '/develop/go/timers',
      'workflow.Sleep',
      `https://pkg.go.dev/go.temporal.io/sdk@v${version('go-sdk')}/workflow#Sleep`,
    ],
    [
      '/develop/java/core-application',
      'Workflow.newActivityStub',
      `https://javadoc.io/doc/io.temporal/temporal-sdk/${version('java-sdk')}/io/temporal/workflow/Workflow.html#newActivityStub(`,
    ],
    [
      '/develop/python/core-application',
      'workflow.execute_activity',
      'https://python.temporal.io/temporalio.workflow.html#execute_activity',
    ],
    [
      '/develop/typescript/core-application',
      'proxyActivities',
      'https://typescript.temporal.io/api/namespaces/workflow#proxyactivities',
    ],
    [
      '/develop/dotnet/core-application',
      'Workflow.ExecuteActivityAsync',
      'https://dotnet.temporal.io/api/Temporalio.Workflows.Workflow.html',
    ],
    [
      '/develop/php/core-application',
      'Workflow::newActivityStub()',
      'https://php.temporal.io/classes/Temporal-Workflow.html#method_newActivityStub',
    ],
    [
      '/develop/ruby/core-application',
      'Temporalio::Workflow.sleep',
      `https://rubydoc.info/gems/temporalio/${version('ruby-sdk')}/Temporalio/Workflow#sleep-class_method`,
    ],
  ];
  for (const [route, name, url] of cases) {
    test(`${route}: \`${name}\` links its reference entry`, async ({page}) => {
      await gotoHydrated(page, route);
      const link = page
        .locator('article a.api-link', {
          has: page.locator('code', {hasText: new RegExp(`^${name.replace(/[.()$]/g, '\\$&')}$`)}),
        })
        .first();
      const href = await link.getAttribute('href');
      expect(href?.startsWith(url), `${href} should start with ${url}`).toBe(true);
      // No API link inside a heading or a code block.
      await expect(page.locator('article :is(h1, h2, h3, h4, pre) a.api-link')).toHaveCount(0);
    });
  }
});
