// @ts-check
// Measure 4 of the bench: Lighthouse (mobile preset) on four pages, driving the system Chromium.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort, waitForUrl} from '../lib/net.mjs';
import {measurePages} from './site.mjs';

const LIGHTHOUSE_PAGES = {
  'home page': '/',
  'long guide': '/develop/java/testing-suite',
  'cookbook recipe': '/ai-cookbook/durable-agent-with-tools',
  search: '/search',
};

/**
 * @typedef {ReturnType<typeof pageFigures>} PageFigures
 * @typedef {{skipped: string, rows?: undefined} | {skipped?: undefined, rows: import('./site.mjs').PageRow<PageFigures>[]}} LighthouseFigures
 */

/** A headless Chromium with a DevTools port for Lighthouse, on a throw-away profile. */
export async function startChromiumForLighthouse(/** @type {string} */ executable) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: 'ignore'},
  );
  await waitForUrl(`http://127.0.0.1:${port}/json/version`);
  return {
    port,
    stop: () => {
      child.kill();
      setTimeout(() => fs.rmSync(profile, {recursive: true, force: true}), 500).unref();
    },
  };
}

/**
 * The scores (out of 100) and figures of one Lighthouse report.
 * @param {import('lighthouse').RunnerResult['lhr']} lhr
 */
function pageFigures({categories, audits, runtimeError}) {
  const summary = audits['resource-summary']?.details;
  /** Bytes transferred for one resource type of the resource-summary table, or null. */
  const bytesOf = (/** @type {string} */ type) => {
    const items = summary?.type === 'table' ? summary.items : [];
    const bytes = items.find((item) => item.resourceType === type)?.transferSize;
    return typeof bytes === 'number' ? bytes : null;
  };
  /** @param {string} id */
  const score = (id) => {
    const value = categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    js: bytesOf('script'),
    css: bytesOf('stylesheet'),
    thirdParty: bytesOf('third-party'),
    // Why a figure is missing, when Lighthouse could not measure it.
    problem: runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage ?? null,
  };
}

/**
 * The lighthouse package, or why it cannot run.
 * @returns {Promise<{lighthouse: typeof import('lighthouse').default, skipped?: undefined} | {skipped: string}>}
 */
export async function loadLighthouse() {
  try {
    const {default: lighthouse} = await import('lighthouse');
    return {lighthouse};
  } catch {
    return {skipped: 'the lighthouse package is not installed (npm ci)'};
  }
}

/**
 * One Lighthouse run on `url` with the default configuration, the mobile preset (Moto G Power,
 * simulated slow 4G), in the Chromium listening on `port`.
 * @param {typeof import('lighthouse').default} lighthouse
 * @param {number} port
 * @param {string} url
 * @returns {Promise<PageFigures>}
 */
export async function lighthousePage(lighthouse, port, url) {
  const result = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
  );
  return pageFigures(result.lhr);
}

/**
 * Lighthouse's scores and figures for each page of LIGHTHOUSE_PAGES, or why they were not taken.
 * @param {string} buildDir
 * @param {string} origin
 * @param {string | undefined} chromium
 * @returns {Promise<LighthouseFigures>}
 */
export async function lighthouseFigures(buildDir, origin, chromium) {
  const loaded = await loadLighthouse();
  if (loaded.skipped !== undefined) return {skipped: loaded.skipped};
  if (!chromium) return {skipped: 'no Chromium found (set CHROMIUM_PATH)'};
  const browser = await startChromiumForLighthouse(chromium);
  try {
    const rows = await measurePages(buildDir, LIGHTHOUSE_PAGES, (route) =>
      lighthousePage(loaded.lighthouse, browser.port, `${origin}${route}`),
    );
    return {rows};
  } finally {
    browser.stop();
  }
}
