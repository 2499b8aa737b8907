// Below the desktop breakpoint (997 px) there is no margin beside the article, so nothing fixed or
// sticky may sit on top of what the reader is reading.
//
// What counts as covering, as this spec checks it:
// - The covering elements are every rendered element whose computed `position` is `fixed` or
//   `sticky`, except the sticky navbar at the top: whatever they are, so a floating button added
//   later is caught too (the theme's back-to-top button and the desktop's Feedback tab are such
//   elements; the announcement bar, Ask AI and the "On this page" dropdown are in the page's flow).
//   Hidden ones (display, visibility or opacity) do not count; CSS transitions are waited for.
// - The content is every paragraph, list item, code block, table cell and heading in <main>, as
//   far as it is visible: its box clipped by any scrolling ancestor (a wide table or code block
//   shows only its own width).
// - The page is scrolled down and then up in steps of half the viewport, waiting at each step for
//   what reacts to scrolling (the back-to-top button appears only while scrolling up). Between two
//   steps every piece of content slides through the strip it crosses, so at each step the content's
//   box is stretched over the distance to the next step (on the way up, from the previous one too):
//   a covering element that is there at a step is checked against everything that passes beneath
//   it meanwhile. Any overlap larger than a pixel in both directions fails, naming the element, the
//   content and the scroll position.
// - The sticky navbar: content that has scrolled beneath it is ordinary scrolling, not covering.
//   What it must never hide is the target of an in-page link: each heading that a # link of the
//   page leads to (its own anchor link, the "On this page" list) is brought into view as the jump
//   brings it (scrollIntoView, which honours the headings' scroll-margin-top as the browser's
//   fragment navigation does), and its top must be at or below the navbar's bottom edge.
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './baseTest';

const VIEWPORTS = [
  {width: 390, height: 844},
  {width: 768, height: 1024},
];

/** A prose guide, a guide made mostly of code, and a reference of wide tables and YAML. */
const PAGES = [
  '/develop/typescript/core-application',
  '/develop/go/core-application',
  '/references/dynamic-configuration',
];

/** The sampled crawl takes every SAMPLE_EVERY-th route of tests/routes.txt (PHONE_CRAWL_EVERY=1: all). */
const SAMPLE_EVERY = Number(process.env.PHONE_CRAWL_EVERY ?? 6);
const CRAWL_CHUNK = 6;

interface Finding {
  covering: string;
  content: string;
  scrollY: number;
}

/**
 * Runs in the page: scrolls it from the top to the bottom and back, and returns every overlap of a
 * covering element with content (see the definition at the top of this file).
 */
async function scanCoverings(): Promise<{findings: Finding[]; steps: number}> {
  const CONTENT = 'main :is(p, li, pre, th, td, h1, h2, h3, h4, h5, h6)';
  const MIN_OVERLAP = 1;
  const settle = async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => null)));
  };
  const describe = (el: Element) => {
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${el.localName}${el.id ? `#${el.id}` : ''}${classes}> "${text}"`;
  };
  type Box = {left: number; top: number; right: number; bottom: number};
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const overlaps = (a: Box, b: Box) => {
    const i = intersect(a, b);
    return i.right - i.left > MIN_OVERLAP && i.bottom - i.top > MIN_OVERLAP;
  };
  const shown = (el: Element) => el.checkVisibility({opacityProperty: true, visibilityProperty: true});
  /** The part of the element its scrolling (overflow-clipping) ancestors let through. */
  const visibleBox = (el: Element): Box => {
    const {left, top, right, bottom} = el.getBoundingClientRect();
    let box: Box = {left, top, right, bottom};
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
        box = intersect(box, a.getBoundingClientRect());
    }
    return box;
  };
  const coveringElements = () =>
    [...document.body.querySelectorAll('*')].filter((el) => {
      const {position} = getComputedStyle(el);
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (el.matches('.navbar')) return false; // checked by the anchor jumps instead
      if (!shown(el)) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
    });
  /**
   * What covers content now or while the page scrolls on: the content's box is stretched upward by
   * `above` (the content moves up the screen as the page scrolls down that far) and downward by
   * `below` (it moves down as the page scrolls up).
   */
  const check = (above: number, below: number): Finding[] => {
    const covering = coveringElements().map((el) => ({el, box: el.getBoundingClientRect()}));
    if (!covering.length) return [];
    const swept = (box: Box): Box => ({...box, top: box.top - above, bottom: box.bottom + below});
    const found: Finding[] = [];
    for (const el of document.querySelectorAll(CONTENT)) {
      const {left, top, right, bottom} = el.getBoundingClientRect();
      // Clipping only shrinks a box: what its whole box does not reach, its visible part does not either.
      const near = covering.filter((c) => overlaps(c.box, swept({left, top, right, bottom})));
      if (!near.length || covering.some((c) => c.el.contains(el)) || !shown(el)) continue;
      const box = swept(visibleBox(el));
      for (const c of near) {
        if (overlaps(c.box, box))
          found.push({covering: describe(c.el), content: describe(el), scrollY: Math.round(scrollY)});
      }
    }
    return found;
  };

  const step = Math.floor(innerHeight / 2);
  const maxScroll = () => document.documentElement.scrollHeight - innerHeight;
  const findings: Finding[] = [];
  let steps = 0;
  const visit = async (y: number, above: number, below: number) => {
    window.scrollTo({top: y, behavior: 'instant'});
    await settle();
    findings.push(...check(above, below));
    steps += 1;
  };
  // Down to the bottom: each step covers the way to the next one.
  let y = 0;
  for (;;) {
    const next = Math.min(y + step, maxScroll());
    await visit(y, Math.max(next - y, 0), 0);
    if (next <= y) break;
    y = next;
  }
  // Back up, while what shows only when scrolling up is there: each step covers the way from the
  // previous one and to the next.
  for (let previous = y; previous > 0; ) {
    const here = Math.max(previous - step, 0);
    await visit(here, previous - here, here - Math.max(here - step, 0));
    previous = here;
  }
  return {findings, steps};
}

/**
 * Runs in the page: every heading an in-page link leads to (its own # link, the table of contents)
 * that, brought into view as the jump brings it, starts under the navbar.
 */
function headingsUnderNavbar(): string[] {
  const navbar = document.querySelector('.navbar');
  if (!navbar) return ['no navbar'];
  const targets = new Set(
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((a) => decodeURIComponent(a.hash.slice(1))),
  );
  const hidden: string[] = [];
  for (const heading of document.querySelectorAll<HTMLElement>('main :is(h2, h3, h4, h5, h6)[id]')) {
    if (!targets.has(heading.id) || !heading.checkVisibility()) continue; // not linked, or in a hidden tab panel
    heading.scrollIntoView({block: 'start', behavior: 'instant'});
    const navbarBottom = navbar.getBoundingClientRect().bottom;
    const top = heading.getBoundingClientRect().top;
    if (top < navbarBottom - 1)
      hidden.push(
        `#${heading.id} starts at ${Math.round(top)} px, under the navbar (to ${Math.round(navbarBottom)} px)`,
      );
  }
  window.scrollTo({top: 0, behavior: 'instant'});
  return hidden;
}

/** Loads the page and lists, one line each, what covers its content (empty when nothing does). */
async function coveredContent(page: Page, path: string): Promise<string[]> {
  const response = await gotoHydrated(page, path);
  expect(response?.status(), path).toBe(200);
  const {findings, steps} = await page.evaluate(scanCoverings);
  expect(steps, `${path} was scrolled`).toBeGreaterThan(0);
  const lines = new Map<string, string>();
  for (const f of findings) {
    const key = `${f.covering} covers ${f.content}`;
    if (!lines.has(key)) lines.set(key, `${path}: ${key} (scrollY ${f.scrollY})`);
  }
  const underNavbar = (await page.evaluate(headingsUnderNavbar)).map((line) => `${path}: ${line}`);
  return [...lines.values(), ...underNavbar];
}

/** Keeps a failure message readable: the first lines, and how many more there were. */
function summary(lines: string[], max = 25): string[] {
  return lines.length <= max ? lines : [...lines.slice(0, max), `… and ${lines.length - max} more`];
}

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`at ${viewport.width}×${viewport.height} in ${scheme} mode`, () => {
      test.use({viewport, colorScheme: scheme});
      for (const path of PAGES) {
        test(`nothing fixed or sticky covers the content of ${path}`, async ({page}) => {
          test.setTimeout(120_000);
          const covered = await coveredContent(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          expect(summary(covered)).toEqual([]);
        });
      }
    });
  }
}

const routes = fs
  .readFileSync('tests/routes.txt', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
const sampled = routes.filter((_, i) => i % SAMPLE_EVERY === 0);

test.describe(`phone crawl (390×844, light): every ${SAMPLE_EVERY === 1 ? '' : `${SAMPLE_EVERY}th `}route of tests/routes.txt, ${sampled.length} of ${routes.length}`, () => {
  test.use({viewport: VIEWPORTS[0], colorScheme: 'light'});
  for (let i = 0; i < sampled.length; i += CRAWL_CHUNK) {
    const chunk = sampled.slice(i, i + CRAWL_CHUNK);
    test(`sampled routes ${i + 1}–${i + chunk.length}: ${chunk[0]} … ${chunk.at(-1)}`, async ({page}) => {
      test.setTimeout(60_000 + chunk.length * 30_000);
      const covered: string[] = [];
      for (const path of chunk) covered.push(...(await coveredContent(page, path)));
      expect(summary(covered)).toEqual([]);
    });
  }
});
