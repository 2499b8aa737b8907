// @ts-check
// Finds a Chromium for Playwright: an explicit path, the system's Debian/Ubuntu Chromium, or
// Playwright's own download. Shared by playwright.config.ts and scripts/ensure-browser.mjs.
import fs from 'node:fs';

export const CHROMIUM_ENV = 'CHROMIUM_PATH';
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

/** Arguments every launch needs here: root user, no background traffic on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The executable to launch, or undefined to let Playwright use its own browser if installed. */
export function findChromium(env = process.env) {
  const explicit = env[CHROMIUM_ENV]?.trim();
  if (explicit) {
    if (!fs.existsSync(explicit)) throw new Error(`${CHROMIUM_ENV}=${explicit} does not exist.`);
    return explicit;
  }
  return SYSTEM_PATHS.find((p) => fs.existsSync(p));
}

/**
 * Runs in the page (pass it to page.addInitScript): records in window.__hydratedAt the page time at
 * which Docusaurus marks the page hydrated, so scripts can be told apart by when they were asked
 * for. Shared by the bench (JavaScript before interaction) and tests/highlighter.spec.ts.
 */
export function recordHydrationTime() {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hasHydrated === 'true') {
      /** @type {Window & {__hydratedAt?: number}} */ (window).__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}
