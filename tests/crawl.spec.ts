// The whole-site crawl of the shipped build (build/, as `npm start` serves it): every URL of its
// sitemap, plus /search and a missing path, loaded in the browser and checked for what a reader
// relies on (and, with the security headers applied by scripts/serve.mjs, for what the CSP
// forbids); axe-core (WCAG 2.1 A and AA, tests/axe.ts) on each whole page — navbar, sidebar,
// footer — in dark and in light mode, and with the search modal, Ask the docs, Feedback and the
// mobile menu open.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './baseTest';
import {coloursSettled, seriousViolations} from './axe';
import type {Page} from '@playwright/test';

const BUILD = path.resolve('build');
const CHUNK = 12;
const REPORT_DIR = path.resolve('reports', 'crawl');

function sitemapPaths(): string[] {
  const file = path.join(BUILD, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

function isBuilt(urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]!).replace(/^\/+|\/+$/g, '');
  if (!clean) return fs.existsSync(path.join(BUILD, 'index.html'));
  return [path.join(BUILD, clean), path.join(BUILD, clean, 'index.html'), path.join(BUILD, `${clean}.html`)].some(
    (p) => fs.existsSync(p) && fs.statSync(p).isFile(),
  );
}

const paths = [...new Set([...sitemapPaths(), '/search'])].sort();

test.describe.configure({mode: 'parallel'});

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(50);
});

async function checkPage(page: Page, urlPath: string, problems: {errors: string[]; failedRequests: string[]}) {
  const before = {errors: problems.errors.length, failed: problems.failedRequests.length};
  const response = await gotoHydrated(page, urlPath);
  const found: string[] = [];
  if (response?.status() !== 200) found.push(`HTTP ${response?.status()}`);
  const facts = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    imagesWithoutAlt: [...document.querySelectorAll('img')]
      .filter((img) => !img.hasAttribute('alt'))
      .map((img) => img.src),
    links: [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!),
    // A link that opens a new tab must not hand the new page a handle on this one, nor the referrer.
    newTabLinksWithoutRel: [...document.querySelectorAll('a[target="_blank"]')]
      .filter((a) => {
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        return !rel.includes('noopener') || !rel.includes('noreferrer');
      })
      .map((a) => a.getAttribute('href') ?? '(no href)'),
    // The Content-Security-Policy allows no inline script, so no element may carry an on* handler.
    inlineHandlers: [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((attr) => /^on/i.test(attr.name)).map((attr) => `<${el.localName} ${attr.name}>`),
    ),
  }));
  if (facts.h1 !== 1) found.push(`${facts.h1} h1 elements`);
  if (!facts.description.trim()) found.push('no meta description');
  if (!facts.canonical) found.push('no canonical link');
  if (facts.imagesWithoutAlt.length) found.push(`images without alt: ${facts.imagesWithoutAlt.join(', ')}`);
  const broken = [...new Set(facts.links)].filter((href) => !href.startsWith('/__') && !isBuilt(href));
  if (broken.length) found.push(`links to missing pages: ${broken.join(', ')}`);
  if (facts.newTabLinksWithoutRel.length)
    found.push(`new-tab links without rel="noopener noreferrer": ${facts.newTabLinksWithoutRel.join(', ')}`);
  if (facts.inlineHandlers.length)
    found.push(`inline event handlers: ${[...new Set(facts.inlineHandlers)].join(', ')}`);
  const errors = problems.errors.slice(before.errors);
  if (errors.length) found.push(`console errors: ${errors.join(' | ')}`);
  const failed = problems.failedRequests.slice(before.failed);
  if (failed.length) found.push(`failed requests: ${failed.join(', ')}`);
  return found;
}

/** Switches the colour mode the way a reader's system setting does, and waits for the site to follow. */
async function colourMode(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({colorScheme: scheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await coloursSettled(page);
}

for (let i = 0; i < paths.length; i += CHUNK) {
  const chunk = paths.slice(i, i + CHUNK);
  test(`crawl pages ${i + 1}–${i + chunk.length} of ${paths.length}`, async ({page, problems}) => {
    test.setTimeout(60_000 + chunk.length * 30_000);
    const report: Record<string, string[]> = {};
    let violations = 0;
    for (const urlPath of chunk) {
      await page.emulateMedia({colorScheme: 'dark'});
      const found = await checkPage(page, urlPath, problems);
      // Every rule in dark mode (the default), and the rules the palette decides in light mode.
      for (const scheme of ['dark', 'light'] as const) {
        await colourMode(page, scheme);
        const axe = await seriousViolations(page, {colourOnly: scheme === 'light'});
        violations += axe.length;
        found.push(...axe.map((v) => `axe (${scheme}): ${v}`));
      }
      if (found.length) report[urlPath] = found;
    }
    fs.mkdirSync(REPORT_DIR, {recursive: true});
    fs.writeFileSync(
      path.join(REPORT_DIR, `chunk-${String(i).padStart(4, '0')}.json`),
      JSON.stringify({pages: chunk.length, violations, problems: report}),
    );
    expect(report).toEqual({});
  });
}

/** One page of each kind (home, concept, guide with tabs, reference, recipe, search): every rule in light mode too. */
const SAMPLE = ['/', '/workflows', '/develop/go/core-application', '/references/events', '/ai-cookbook/basic-python'];

test('a page of each kind passes every axe rule in light mode too', async ({page, searchReady}) => {
  test.setTimeout(60_000 + SAMPLE.length * 30_000);
  await page.emulateMedia({colorScheme: 'light'});
  const report: Record<string, string[]> = {};
  for (const urlPath of [...SAMPLE.filter(isBuilt), '/search?q=workflow']) {
    await gotoHydrated(page, urlPath);
    if (urlPath.startsWith('/search')) {
      await searchReady();
      await expect(page.locator('main article').first()).toBeVisible();
    }
    const axe = await seriousViolations(page);
    if (axe.length) report[urlPath] = axe;
  }
  expect(report).toEqual({});
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the open dialogs and the mobile navigation pass axe in ${scheme} mode`, async ({page, searchReady}) => {
    test.setTimeout(180_000);
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/workflows');
    const report: Record<string, string[]> = {};
    // The search modal, first with its start screen, then with results and a recent search.
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    report['search modal, start screen'] = await seriousViolations(page);
    await page.locator('.DocSearch-Input').fill('workflow');
    await searchReady();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    report['search modal, results'] = await seriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // Ask the docs, with an answer.
    await page.locator('.navbar__items--right').getByRole('button', {name: 'Ask AI'}).click();
    const ask = page.getByRole('dialog', {name: 'Ask the docs'});
    await ask.getByRole('button', {name: 'What is Temporal?'}).click();
    await expect(ask.locator('ol > li').first()).toBeVisible();
    report['Ask the docs'] = await seriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    // Feedback.
    await page.getByRole('button', {name: 'Feedback', exact: true}).click();
    await expect(page.getByRole('dialog', {name: 'Feedback'})).toBeVisible();
    report['Feedback'] = await seriousViolations(page);
    await page.keyboard.press('Escape');
    // The phone's navigation menu.
    await page.setViewportSize({width: 390, height: 844});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeInViewport();
    report['mobile navigation'] = await seriousViolations(page);
    expect(Object.fromEntries(Object.entries(report).filter(([, v]) => v.length))).toEqual({});
  });
}

test('a missing path answers 404 with the Not Found page, without errors', async ({page, problems}) => {
  const response = await gotoHydrated(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
  // Chrome logs the document's own 404 status; nothing else may fail.
  expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
