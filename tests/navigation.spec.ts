// Navbar, footer and the page frame.
import {test, expect, gotoHydrated} from './baseTest';
import {EXTERNAL} from '../config/site';

test.describe('navbar', () => {
  test('shows the left items in order, with their destinations', async ({page}) => {
    await gotoHydrated(page, '/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
    await expect(left).toHaveText([
      'Home',
      'Start learning',
      'Start building',
      'AI Cookbook',
      'Code Exchange',
      'Temporal Cloud',
    ]);
    const hrefs = await left.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      EXTERNAL.learnGettingStarted,
      '/develop',
      '/ai-cookbook',
      EXTERNAL.codeExchange,
      '/cloud',
    ]);
  });

  test('puts Ask AI, the colour-mode toggle and the search button on the right, in that order', async ({page}) => {
    await gotoHydrated(page, '/');
    const right = page.locator('.navbar__items--right');
    const order = await right.evaluate((el) => {
      const askAi = el.querySelector('button[aria-label="Ask AI"]');
      const toggle = el.querySelector('button[class*="toggleButton"]');
      const search = el.querySelector('.DocSearch-Button');
      const all = Array.from(el.querySelectorAll('*'));
      return [askAi, toggle, search].map((node) => (node ? all.indexOf(node) : -1));
    });
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('links the logo to the company home page', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('a.navbar__brand')).toHaveAttribute('href', EXTERNAL.companyHome);
  });

  test('marks Temporal Cloud active under /cloud and AI Cookbook active under /ai-cookbook', async ({page}) => {
    await gotoHydrated(page, '/cloud');
    await expect(page.locator('.navbar a.navbar__link--active')).toHaveText(['Temporal Cloud']);
    await gotoHydrated(page, '/ai-cookbook');
    await expect(page.locator('.navbar a.navbar__link--active')).toHaveText(['AI Cookbook']);
  });

  test('stays visible when the reader scrolls down', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // The navbar's scroll handler has run for that scroll by the second frame after it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    await expect(page.locator('nav.navbar')).toBeInViewport();
  });
});

test.describe('footer', () => {
  test('uses the light style and carries every link, with /security the only internal one', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    // The light style is the footer without the dark modifier.
    await expect(footer).not.toHaveClass(/footer--dark/);
    const links = await footer
      .locator('a')
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    const labels = links.map(([label]) => label);
    for (const label of [
      'GitHub',
      'YouTube',
      'About the docs',
      'Temporal Cloud',
      'Meetups',
      'Workshops',
      'Support forum',
      'Ask an expert',
      'Learn',
      'Blog',
      'Use cases',
      'Newsletter signup',
      'Privacy policy',
      "We're hiring",
    ]) {
      expect(labels.some((l) => l?.startsWith(label))).toBe(true);
    }
    const internal = links.filter(([, href]) => href?.startsWith('/'));
    expect(internal).toEqual([['Security', '/security']]);
    const terms = links.find(([label]) => label?.startsWith('Terms of service'));
    expect(terms?.[1]).toMatch(/\.pdf$/);
    await expect(footer).toContainText('Copyright © 2025');
  });

  test('opens external links in a new tab without leaking the opener', async ({page}) => {
    await gotoHydrated(page, '/');
    const rels = await page
      .locator('footer a[target="_blank"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('rel') ?? ''));
    expect(rels.length).toBeGreaterThan(10);
    for (const rel of rels) expect(rel).toContain('noopener');
  });
});

test.describe('page frame', () => {
  test('titles pages "{page title} | Temporal Docs"', async ({page}) => {
    await gotoHydrated(page, '/develop');
    await expect(page).toHaveTitle('Develop with Temporal | Temporal Docs');
  });

  test('shows levels 2 and 3 in the table of contents, and not level 4', {tag: '@fixtures'}, async ({page}) => {
    await gotoHydrated(page, '/__fixtures/kitchen-sink');
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Headings', exact: true})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Level three heading'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Level four heading'})).toHaveCount(0);
  });

  test('gives every heading a "Direct link to {heading}" anchor', {tag: '@fixtures'}, async ({page}) => {
    await gotoHydrated(page, '/__fixtures/kitchen-sink');
    const headings = page.locator('article :is(h2, h3, h4)');
    const count = await headings.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      const heading = headings.nth(i);
      const text = (await heading.evaluate((h) => h.firstChild?.textContent ?? '')).trim();
      await expect(heading.locator('a.hash-link')).toHaveAttribute('aria-label', `Direct link to ${text}`);
    }
  });

  test('emits the robots, locale, version and search tag meta tags', async ({page}) => {
    await gotoHydrated(page, '/develop');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'follow, index');
    await expect(page.locator('meta[name="docusaurus_locale"]')).toHaveAttribute('content', 'en');
    await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
    await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute('content', 'current');
    await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute(
      'content',
      'docs-default-current',
    );
  });

  test('opens and closes a collapsed sidebar category, by mouse and by keyboard', async ({page}) => {
    await gotoHydrated(page, '/develop/go/core-application');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const category = sidebar.locator('li.theme-doc-sidebar-item-category-level-1', {
      has: page.getByRole('link', {name: 'Evaluate', exact: true}),
    });
    const expand = sidebar.getByRole('button', {name: "Expand sidebar category 'Evaluate'"});
    const children = category.locator(':scope > ul.menu__list a.menu__link');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(children).toHaveCount(0);
    await expand.click();
    // The pages mount after the click has painted, then slide open.
    const collapse = sidebar.getByRole('button', {name: "Collapse sidebar category 'Evaluate'"});
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(children.first()).toBeVisible();
    await expect(category.locator(':scope > ul.menu__list')).toHaveCSS('height', /^(?!0px)/);
    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(children.first()).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(children.first()).toBeVisible();
  });

  test('lets the reader hide the docs sidebar', async ({page}) => {
    await gotoHydrated(page, '/develop');
    const aside = page.locator('aside.theme-doc-sidebar-container');
    const width = async () => (await aside.boundingBox())?.width ?? 0;
    expect(await width()).toBeGreaterThan(200);
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect.poll(width).toBeLessThan(60);
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect.poll(width).toBeGreaterThan(200);
  });
});
