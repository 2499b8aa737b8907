// Diagrams on their pages (plugins/remark-diagram), in the shipped build: every page with a
// diagram, on a 390 × 844 phone in light and dark mode and on a 1280 px desktop, shows the SVG of
// the current mode (loaded, at a size where no text is under 12 px), never the other one; a
// diagram too wide for the phone scrolls in its own focusable region while the page itself never
// scrolls sideways; axe (WCAG 2.1 A and AA) finds nothing in the figures, in every mode and size
// (the crawl runs it on every whole page); and no Mermaid code reaches the browser.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './baseTest';
import {WCAG_TAGS} from './axe';
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const BUILD = path.resolve('build');
/** The body's caption size (scripts/diagrams/lib.mjs MIN_TEXT_PX). */
const MIN_TEXT_PX = 12;

/** Every route of the build whose HTML has a diagram figure. */
function diagramRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, {withFileTypes: true}) : []) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && !['assets', 'diagrams', 'img'].includes(entry.name)) walk(file);
      else if (entry.name === 'index.html' && fs.readFileSync(file, 'utf8').includes('data-diagram=')) {
        routes.push(`/${path.relative(BUILD, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/');
      }
    }
  };
  walk(BUILD);
  return routes.sort();
}

const routes = diagramRoutes();

const VIEWPORTS = [
  {name: 'phone', width: 390, height: 844, modes: ['light', 'dark'] as const},
  {name: 'desktop', width: 1280, height: 900, modes: ['light', 'dark'] as const},
];

interface FigureFacts {
  id: string;
  shown: {mode: string; complete: boolean; natural: number; width: number; attrWidth: number; src: string}[];
  scrolls: boolean;
  regionScrollable: boolean;
  regionFocusable: boolean;
}

/** What each figure on the page shows, once every shown image has loaded. */
async function figures(page: Page): Promise<FigureFacts[]> {
  const all = page.locator('figure.diagram');
  for (let i = 0; i < (await all.count()); i++) {
    const figure = all.nth(i);
    await figure.scrollIntoViewIfNeeded();
    // Lazy images load when they come near the viewport; wait for the shown one.
    await expect
      .poll(() =>
        figure.evaluate((f) =>
          [...f.querySelectorAll('img')].every((img) => getComputedStyle(img).display === 'none' || img.complete),
        ),
      )
      .toBe(true);
  }
  return all.evaluateAll((nodes) =>
    nodes.map((f) => {
      const region = f.querySelector('.diagram__scroll') as HTMLElement | null;
      return {
        id: f.getAttribute('data-diagram') ?? '',
        shown: [...f.querySelectorAll('img')]
          .filter((img) => getComputedStyle(img).display !== 'none')
          .map((img) => ({
            mode: [...img.classList].find((c) => c.startsWith('diagram__img--'))?.slice('diagram__img--'.length) ?? '',
            complete: img.complete,
            natural: img.naturalWidth,
            width: img.getBoundingClientRect().width,
            attrWidth: Number(img.getAttribute('width')),
            src: img.currentSrc,
          })),
        scrolls: Boolean(region),
        regionScrollable: region ? region.scrollWidth > region.clientWidth : false,
        regionFocusable: region ? region.tabIndex === 0 && region.getAttribute('role') === 'region' : false,
      };
    }),
  );
}

/** The smallest text size an SVG declares (the renderer records it on its root). */
async function minFontPx(page: Page, src: string): Promise<number> {
  return page.evaluate(async (url) => {
    const svg = await (await fetch(url)).text();
    return Number(svg.match(/data-min-font-px="([\d.]+)"/)?.[1]);
  }, src);
}

test.describe.configure({mode: 'parallel'});

test('the build has diagrams on pages', () => {
  expect(routes.length, 'pages of build/ with a diagram figure').toBeGreaterThan(0);
});

for (const route of routes) {
  test(`diagrams on ${route} show in both modes on a phone and a desktop`, async ({page, problems}) => {
    test.setTimeout(120_000);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({width: viewport.width, height: viewport.height});
      for (const mode of viewport.modes) {
        const where = `${viewport.name} ${viewport.width}px, ${mode}`;
        await page.emulateMedia({colorScheme: mode});
        await gotoHydrated(page, route);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        for (const f of await figures(page)) {
          if (f.shown.length !== 1 || f.shown[0]!.mode !== mode) {
            found.push(`${where}: ${f.id} shows ${f.shown.map((s) => s.mode).join(' and ') || 'no image'}`);
            continue;
          }
          const img = f.shown[0]!;
          if (!img.complete || img.natural !== img.attrWidth) {
            found.push(`${where}: ${f.id} did not load (${img.src}: natural width ${img.natural})`);
            continue;
          }
          const smallest = ((await minFontPx(page, img.src)) * img.width) / img.natural;
          if (!(smallest >= MIN_TEXT_PX - 0.05)) {
            found.push(
              `${where}: ${f.id} is ${Math.round(img.width)} px wide, its smallest text ${smallest.toFixed(1)} px`,
            );
          }
          if (f.scrolls && viewport.name === 'phone' && !(f.regionScrollable && f.regionFocusable)) {
            found.push(`${where}: ${f.id} is in a scroll region that does not scroll or is not focusable`);
          }
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${where}: the page scrolls sideways by ${overflow} px`);
        const figureViolations = await new AxeBuilder({page}).include('figure.diagram').withTags(WCAG_TAGS).analyze();
        found.push(...figureViolations.violations.map((v) => `${where}: axe ${v.id}: ${v.nodes[0]?.target.join(' ')}`));
      }
    }
    expect(found).toEqual([]);
    expect(
      scripts.filter((body) => body.includes('mermaidAPI')),
      'no script the page loads carries Mermaid',
    ).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
}
