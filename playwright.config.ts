// End-to-end tests run against production builds, served on loopback the way a static host serves
// them (scripts/serve.mjs applies the build's _headers). Two builds, two projects:
// - `shipped`: build/, exactly what `npm run build` and `npm start` produce. The crawl and every
//   test not tagged @fixtures run here.
// - `fixtures`: build-fixtures/, the same site built with DOCS_TEST_FIXTURES=1 (`npm run
//   build:fixtures`), which adds the test-only pages under /__fixtures and the client module that
//   lets a test configure the widgets or the search provider per page load
//   (tests/fixtures/widgetSettings.ts). Only tests tagged @fixtures run here.
// The system Chromium is used when present.
import {defineConfig, devices} from '@playwright/test';
import {findChromium, CHROMIUM_ARGS} from './scripts/lib/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const FIXTURES_PORT = PORT + 1;
const CI = Boolean(process.env.CI);
const browser = {...devices['Desktop Chrome'], viewport: {width: 1280, height: 900}};

const server = (dir: string, port: number) => ({
  command: `node scripts/serve.mjs --dir ${dir} --port ${port}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !CI,
  timeout: 30_000,
});

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
    trace: 'on-first-retry',
    launchOptions: {executablePath: findChromium(), args: CHROMIUM_ARGS},
  },
  projects: [
    {name: 'shipped', grepInvert: /@fixtures/, use: {...browser, baseURL: `http://127.0.0.1:${PORT}`}},
    {name: 'fixtures', grep: /@fixtures/, use: {...browser, baseURL: `http://127.0.0.1:${FIXTURES_PORT}`}},
  ],
  webServer: [server('build', PORT), server('build-fixtures', FIXTURES_PORT)],
});
