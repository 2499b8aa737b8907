// End-to-end tests run against the production build, served on loopback the way a static host
// serves it (scripts/serve.mjs applies static/_headers). The system Chromium is used when present.
import {defineConfig, devices} from '@playwright/test';
import {findChromium, CHROMIUM_ARGS} from './scripts/lib/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: 'reports/playwright.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: {executablePath: findChromium(), args: CHROMIUM_ARGS},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 900}}}],
  webServer: {
    command: `node scripts/serve.mjs --dir build --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !CI,
    timeout: 30_000,
  },
});
