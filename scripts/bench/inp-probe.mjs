// @ts-check
// A probe of Interaction to Next Paint of three interactions on the served build, in the system Chromium at
// 1280x800 with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate): switching an SDK tab,
// opening a collapsed sidebar category, and opening search with the navbar button and with Ctrl+K.
// INP here is the longest Event Timing entry (durationThreshold 16) of the interaction; each run is a
// fresh browser context, and the median of the runs is printed.
// Usage: node scripts/bench/inp-probe.mjs [--url http://127.0.0.1:3000] [--runs 3] [--only tab,sidebar,...] [--verbose 1]
// [--press 1]
// (--verbose 1 prints each run's events with their input delay, processing and presentation delay).
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findChromium} from '../lib/browser.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs),
      /** @type {[string, string][]} */ ([]),
    ),
);
const BASE = args.url ?? 'http://127.0.0.1:3000';
const RUNS = Number(args.runs ?? 3);
const THROTTLE = Number(args.throttle ?? 4);

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/**
 * Playwright's click: pointer down and up back to back, so the press and the click share one frame.
 * With --press 1, a reader's rhythm instead: the pointer rests on the target until the page is idle
 * (its hover work done), goes down, and comes up two frames later.
 */
async function click(/** @type {Page} */ page, /** @type {Locator} */ target) {
  if (!args.press) return target.click();
  await target.hover();
  await settle(page);
  await page.mouse.down();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
}
/** @type {Record<string, {path: string, act: (page: Page) => Promise<void>, done: (page: Page) => Promise<unknown>}>} */
const INTERACTIONS = {
  'tab (failures)': {
    path: '/references/failures',
    act: (page) => click(page, page.locator('.tabs-container').first().getByRole('tab', {name: 'Java'})),
    done: (page) => page.locator('.tabs-container').nth(1).locator('[role="tab"][aria-selected="true"]').waitFor(),
  },
  'tab (why-temporal)': {
    path: '/evaluate/why-temporal',
    act: (page) =>
      click(page, page.locator('.tabs-container').first().locator('[role="tab"][aria-selected="false"]').first()),
    done: (page) => page.locator('.tabs-container').first().locator('[role="tab"][aria-selected="true"]').waitFor(),
  },
  sidebar: {
    path: '/develop/go/core-application',
    act: (page) => click(page, page.getByRole('button', {name: "Expand sidebar category 'Evaluate'"})),
    done: (page) => page.getByRole('button', {name: "Collapse sidebar category 'Evaluate'"}).waitFor(),
  },
  'search button': {
    path: '/develop/go/core-application',
    act: (page) => click(page, page.locator('button.DocSearch-Button')),
    done: (page) => page.locator('.DocSearch-Input').waitFor(),
  },
  'search Ctrl+K': {
    path: '/develop/go/core-application',
    act: (page) => page.keyboard.press('Control+k'),
    done: (page) => page.locator('.DocSearch-Input').waitFor(),
  },
};

/** The longest event duration of any interaction seen since the observer started. */
function observe() {
  /** @type {any} */ (window).__inp = [];
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of /** @type {(PerformanceEventTiming & {interactionId: number})[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      /** @type {any} */ (window).__inp.push({
        name: entry.name,
        duration: entry.duration,
        // Input delay, event processing and presentation delay, for the longest entry's breakdown.
        parts: [
          entry.processingStart - entry.startTime,
          entry.processingEnd - entry.processingStart,
          entry.startTime + entry.duration - entry.processingEnd,
        ].map(Math.round),
      });
    }
  }).observe(/** @type {any} */ ({type: 'event', durationThreshold: 16, buffered: false}));
}

const settle = (/** @type {Page} */ page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        // Two frames, then an idle period, so every Event Timing entry of the interaction is out.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(null), {timeout: 3000})),
        );
      }),
  );

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
const only = args.only?.split(',');
try {
  for (const [name, {path, act, done}] of Object.entries(INTERACTIONS)) {
    if (only && !only.some((o) => name.startsWith(o))) continue;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto(BASE + path, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await settle(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLE});
      await page.evaluate(observe);
      await settle(page);
      await act(page);
      await done(page);
      await settle(page);
      await settle(page);
      const entries = /** @type {{name: string, duration: number, parts: number[]}[]} */ (
        await page.evaluate(() => /** @type {any} */ (window).__inp)
      );
      const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a), {name: '-', duration: 0, parts: []});
      runs.push(longest.duration);
      if (args.verbose) {
        const all = entries.map((e) => `${e.name} ${e.duration} (${e.parts.join('/')})`).join(', ');
        console.log(`  ${name}: ${all} [delay/processing/presentation]`);
      }
      await context.close();
    }
    console.log(`${name.padEnd(20)} median ${median(runs)} ms  runs ${runs.join(', ')}`);
  }
} finally {
  await browser.close();
}
