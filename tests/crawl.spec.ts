// The whole-site crawl: every URL of the built sitemap, plus /search
// and a missing path, loaded in the browser and checked for what a reader relies on (and, with the
// security headers applied by scripts/serve.mjs, for what the CSP forbids); axe-core
// (WCAG 2.1 A and AA) on every page in dark mode, and on a sample in light mode too.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './baseTest';
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

/** Pages checked in both colour modes: one of each kind (issue: home, concept, guide with tabs, reference, recipe, search). */
const SAMPLE = [
  '/',
  '/workflows',
  '/develop/go/core-application',
  '/references/events',
  '/ai-cookbook/basic-python',
  '/search',
];

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

/** axe with the WCAG 2.1 A and AA rules; `scope` limits it to a region (the frame is checked on the samples). */
async function axeViolations(page: Page, scope?: string) {
  let builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope) builder = builder.include(scope);
  const results = await builder.analyze();
  return results.violations
    .map((v) =>
      // Known upstream structure of DocSearch 3.9: each result is a listbox option that wraps its
      // link (the link is out of the tab order; the input drives the list). Every other rule, and
      // this rule everywhere else, still applies.
      v.id === 'nested-interactive'
        ? {...v, nodes: v.nodes.filter((n) => !String(n.target[0]).startsWith('#docsearch-hits'))}
        : v,
    )
    .filter((v) => v.nodes.length > 0)
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')}`,
    );
}

for (let i = 0; i < paths.length; i += CHUNK) {
  const chunk = paths.slice(i, i + CHUNK);
  test(`crawl pages ${i + 1}–${i + chunk.length} of ${paths.length}`, async ({page, problems}) => {
    test.setTimeout(30_000 + chunk.length * 15_000);
    await page.emulateMedia({colorScheme: 'dark'});
    const report: Record<string, string[]> = {};
    let violations = 0;
    for (const urlPath of chunk) {
      const found = await checkPage(page, urlPath, problems);
      // The navbar, sidebar and footer are the same on every page: the samples check them in full.
      const axe = await axeViolations(page, (await page.locator('main').count()) ? 'main' : undefined);
      violations += axe.length;
      found.push(...axe.map((v) => `axe: ${v}`));
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

test('sample pages pass axe in light mode too', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const report: Record<string, string[]> = {};
  for (const urlPath of SAMPLE.filter((p) => p === '/search' || isBuilt(p))) {
    await gotoHydrated(page, urlPath);
    const axe = await axeViolations(page);
    if (axe.length) report[urlPath] = axe;
  }
  expect(report).toEqual({});
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the search modal and the mobile navigation pass axe in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('workflow');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({width: 390, height: 844});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a missing path answers 404 with the Not Found page, without errors', async ({page, problems}) => {
  const response = await gotoHydrated(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
  // Chrome logs the document's own 404 status; nothing else may fail.
  expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
