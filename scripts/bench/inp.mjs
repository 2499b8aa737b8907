// @ts-check
// Interaction to Next Paint of the interactions readers make most, in Chromium with the CPU slowed
// four times (DevTools' Emulation.setCPUThrottlingRate): opening a collapsed sidebar category,
// switching a language tab, opening search with the navbar button and with Ctrl+K. The figure is
// the Event Timing duration of the interaction (PerformanceObserver 'event', durationThreshold 16),
// what web-vitals' onINP reports; 0 means below the 16 ms threshold. Beside it, the time until the
// first frame with the interaction's outcome, which INP misses when the outcome renders later.
import {inpFromEntries} from '../lib/bench-measures.mjs';
import {CHROMIUM_ARGS} from '../lib/browser.mjs';

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').BrowserContext} BrowserContext
 * @typedef {{
 *   name: string,
 *   route: string,
 *   act: (page: Page) => Promise<{target: string, shownAt: number}>,
 * }} Interaction
 *   `act` performs the interaction, waits until its outcome is in the page, and names what it acted
 *   on; `shownAt` is the page time of the first frame with the outcome (see `shownBy`).
 * @typedef {{name: string, route: string, target: string, inp: number, shownMs: number}} InteractionRun
 *   `shownMs`: from the interaction's first input event to the first frame with its outcome, which
 *   INP leaves out when the outcome is rendered in a later task (a lazily loaded search modal)
 * @typedef {{interactionId: number, duration: number, name: string}} EventEntry
 * @typedef {{
 *   __takeEventEntries?: () => EventEntry[],
 *   __hasInteraction?: () => boolean,
 *   __inputAt?: number | null,
 *   __shownAt?: number | null,
 * }} EventTimingHooks
 *   what observeEventTiming leaves on the page's window
 */

export const CPU_SLOWDOWN = 4;

/** Runs in the page: keeps every Event Timing entry and lets the bench take them. */
function observeEventTiming() {
  /** @type {EventEntry[]} */
  const entries = [];
  /** @param {PerformanceEntryList} list */
  const keep = (list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const e of /** @type {(PerformanceEventTiming & {interactionId: number})[]} */ (list)) {
      entries.push({interactionId: e.interactionId, duration: e.duration, name: e.name});
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe(/** @type {PerformanceObserverInit} */ ({type: 'event', durationThreshold: 16, buffered: true}));
  const page = /** @type {Window & EventTimingHooks} */ (window);
  page.__takeEventEntries = () => {
    keep(observer.takeRecords());
    return entries.splice(0);
  };
  page.__hasInteraction = () => {
    keep(observer.takeRecords());
    return entries.some((e) => e.interactionId > 0);
  };
  // The time of the first pointer or key press since the bench last cleared it.
  page.__inputAt = null;
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => (page.__inputAt ??= event.timeStamp), {capture: true});
  }
}

/** Resolves after the browser has produced two more frames. */
const twoFrames = (/** @type {Page} */ page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The Event Timing entries recorded since the last call. */
const takeEntries = (/** @type {Page} */ page) =>
  page.evaluate(() => /** @type {Window & EventTimingHooks} */ (window).__takeEventEntries?.() ?? []);

/**
 * Opens `url`, waits until it is hydrated and the network and main thread are quiet, then performs
 * the interaction and returns its INP.
 * @param {BrowserContext} context
 * @param {string} origin
 * @param {Interaction} interaction
 * @returns {Promise<InteractionRun>}
 */
async function measureInteraction(context, origin, interaction) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(`${origin}${interaction.route}`, {waitUntil: 'networkidle', timeout: 60_000});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 5000})));
    await takeEntries(page); // whatever the load itself recorded
    await page.evaluate(() => {
      /** @type {Window & EventTimingHooks} */ (window).__inputAt = null;
    });
    const {target, shownAt} = await interaction.act(page);
    const inputAt = await page.evaluate(() => /** @type {Window & EventTimingHooks} */ (window).__inputAt);
    if (inputAt == null) throw new Error(`${interaction.name}: the page saw no pointer or key press`);
    await twoFrames(page);
    // Entries arrive once the frame after the interaction is presented; none at all within a
    // second means every event of the interaction took less than the 16 ms threshold.
    await page
      .waitForFunction(() => /** @type {Window & EventTimingHooks} */ (window).__hasInteraction?.(), undefined, {
        timeout: 1000,
        polling: 'raf',
      })
      .catch(() => undefined);
    await twoFrames(page);
    const entries = await takeEntries(page);
    return {
      name: interaction.name,
      route: interaction.route,
      target,
      inp: inpFromEntries(entries),
      shownMs: shownAt - inputAt,
    };
  } finally {
    await page.close();
  }
}

/**
 * Starts watching, from the next frame on, for the outcome of an interaction about to happen:
 * `makeCheck` returns (in the page) the test of the outcome, run with `arg` in every
 * requestAnimationFrame callback until it passes. The returned function waits for that and gives
 * the time of that callback, just before the frame paints. Started before the interaction, so the time does not depend
 * on how fast the bench talks to the browser.
 * @param {Page} page
 * @param {() => (arg: any) => boolean} makeCheck
 * @param {unknown} arg
 * @returns {Promise<() => Promise<number>>}
 */
async function watchForOutcome(page, makeCheck, arg) {
  const check = await page.evaluateHandle(makeCheck);
  await page.evaluate(
    ({check, arg}) => {
      const hooks = /** @type {Window & EventTimingHooks} */ (window);
      hooks.__shownAt = null;
      // performance.now(), not the frame's start time: input of the same frame is handled before
      // its animation frame callbacks run.
      const onFrame = () => {
        if (check(arg)) hooks.__shownAt = performance.now();
        else requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    },
    {check, arg},
  );
  return async () => {
    const time = await page.waitForFunction(
      () => /** @type {Window & EventTimingHooks} */ (window).__shownAt,
      undefined,
      {
        timeout: 30_000,
      },
    );
    return /** @type {number} */ (await time.jsonValue());
  };
}

/**
 * Expands the first collapsed category of the docs sidebar: with its caret button when the
 * category has a page of its own (its label is then a link), else with its label.
 * @param {Page} page
 */
async function openSidebarCategory(page) {
  // A handle, not a locator: once open, the category no longer matches the selector.
  const item = await page.locator('.theme-doc-sidebar-menu li.menu__list-item--collapsed').first().elementHandle();
  if (!item) throw new Error(`${page.url()} has no collapsed sidebar category`);
  const label = (await item.$eval('.menu__link', (a) => a.textContent ?? '')).trim();
  const toggle =
    (await item.$(':scope > .menu__list-item-collapsible > button.menu__caret')) ??
    (await item.$(':scope > .menu__list-item-collapsible > a.menu__link'));
  if (!toggle) throw new Error(`The sidebar category “${label}” has no toggle`);
  await toggle.scrollIntoViewIfNeeded();
  const shown = await watchForOutcome(
    page,
    () => (/** @type {Element} */ el) => !el.classList.contains('menu__list-item--collapsed'),
    item,
  );
  await toggle.click();
  return {target: `category “${label}”`, shownAt: await shown()};
}

/**
 * Selects the first unselected tab of the page's first tab group.
 * @param {Page} page
 */
async function switchTab(page) {
  const tab = page.locator('[role="tablist"]').first().locator('[role="tab"][aria-selected="false"]').first();
  const label = (await tab.innerText()).trim();
  await tab.scrollIntoViewIfNeeded();
  const shown = await watchForOutcome(
    page,
    () => (/** @type {string} */ text) =>
      [
        ...(document.querySelector('[role="tablist"]')?.querySelectorAll('[role="tab"][aria-selected="true"]') ?? []),
      ].some((t) => t.textContent?.trim() === text),
    label,
  );
  await tab.click();
  return {target: `tab “${label}”`, shownAt: await shown()};
}

/** In the page: the test that the search modal is open. */
const searchModalCheck = () => () => document.querySelector('.DocSearch-Modal') != null;

/** @param {Page} page */
async function searchButton(page) {
  const button = page.locator('.DocSearch-Button');
  const shown = await watchForOutcome(page, searchModalCheck, null);
  await button.click();
  return {target: 'navbar search button', shownAt: await shown()};
}

/** @param {Page} page */
async function searchShortcut(page) {
  const shown = await watchForOutcome(page, searchModalCheck, null);
  await page.keyboard.press('Control+k');
  return {target: 'Ctrl+K', shownAt: await shown()};
}

/**
 * The interactions measured on each site; `none` says why the stock template has no such control.
 * @type {{name: string, site: {route: string, act: Interaction['act']}, stock: {route: string, act: Interaction['act']} | {none: string}}[]}
 */
export const INTERACTIONS = [
  {
    name: 'open a sidebar category',
    site: {route: '/develop/go/core-application', act: openSidebarCategory},
    stock: {route: '/docs/intro', act: openSidebarCategory},
  },
  {
    name: 'switch a language tab',
    site: {route: '/evaluate/why-temporal', act: switchTab},
    stock: {none: 'the template’s pages have no tabs'},
  },
  {
    name: 'open search (button)',
    site: {route: '/develop/go/core-application', act: searchButton},
    stock: {none: 'the template has no search'},
  },
  {
    name: 'open search (Ctrl+K)',
    site: {route: '/develop/go/core-application', act: searchShortcut},
    stock: {none: 'the template has no search'},
  },
];

/**
 * @typedef {{name: string, site: InteractionRun[], stock: InteractionRun[] | {none: string}}} InteractionFigures
 *   every run of one interaction on each side
 */

/**
 * Measures every interaction `runs` times, the site's and the stock template's in turn, each in a
 * fresh page of a desktop-sized window.
 * @param {{site: string, stock: string}} origins
 * @param {string | undefined} chromium
 * @param {number} runs
 * @returns {Promise<InteractionFigures[]>}
 */
export async function interactionFigures(origins, chromium, runs) {
  const {chromium: launcher} = await import('@playwright/test');
  const browser = await launcher.launch({executablePath: chromium, args: CHROMIUM_ARGS});
  try {
    /** @type {Record<'site' | 'stock', BrowserContext>} */
    const contexts = {
      site: await browser.newContext({viewport: {width: 1280, height: 800}}),
      stock: await browser.newContext({viewport: {width: 1280, height: 800}}),
    };
    for (const context of Object.values(contexts)) await context.addInitScript(observeEventTiming);
    /** @type {InteractionFigures[]} */
    const figures = INTERACTIONS.map(({name, stock}) => ({name, site: [], stock: 'none' in stock ? stock : []}));
    for (let run = 0; run < runs; run++) {
      for (const [i, spec] of INTERACTIONS.entries()) {
        figures[i].site.push(await measureInteraction(contexts.site, origins.site, {name: spec.name, ...spec.site}));
        const stockRuns = figures[i].stock;
        if (!('none' in spec.stock) && Array.isArray(stockRuns)) {
          stockRuns.push(await measureInteraction(contexts.stock, origins.stock, {name: spec.name, ...spec.stock}));
        }
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}
