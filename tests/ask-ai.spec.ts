// The Ask AI button: the third-party widget when configured and loaded, our
// "Ask the docs" panel (passages from the local index) otherwise.
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, configureWidgets} from './baseTest';
import {allViolations} from './axe';
import {ASK_AI_WIDGET_SCRIPT} from '../config/site';
import {EXAMPLE_QUESTIONS, MAX_QUESTION_LENGTH, MODAL_TITLE} from '../src/lib/askAi/questions';

const askAi = (page: Page) => page.locator('.navbar__items--right').getByRole('button', {name: 'Ask AI'});
const panel = (page: Page) => page.getByRole('dialog', {name: 'Ask the docs'});
/** The first answer waits for the embedded index (a few MB) to load and be indexed. */
const ANSWER_TIMEOUT = {timeout: 20_000};

test.describe('the button', () => {
  test('shows a sparkle icon labelled "Ask AI", first of the three on the right', async ({page}) => {
    await gotoHydrated(page, '/workflows');
    const button = askAi(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName('Ask AI');
    await expect(button.locator('svg')).toBeVisible();
    const order = await page.locator('.navbar__items--right').evaluate((el) => {
      const all = Array.from(el.querySelectorAll('*'));
      return [
        el.querySelector('button[aria-label="Ask AI"]'),
        el.querySelector('button[class*="toggleButton"]'),
        el.querySelector('.DocSearch-Button'),
      ].map((node) => (node ? all.indexOf(node) : -1));
    });
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(order[0]).toBeLessThan(order[1]!);
    expect(order[1]).toBeLessThan(order[2]!);
  });

  test('is reached with Tab, shows its focus, opens with Enter and gets focus back on Escape', async ({page}) => {
    await gotoHydrated(page, '/workflows');
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await askAi(page).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(askAi(page)).toBeFocused();
    const outline = await askAi(page).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(page.getByLabel('Your question')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(askAi(page)).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});
    test('stays visible and opens the panel', async ({page}) => {
      await gotoHydrated(page, '/workflows');
      const button = page.getByRole('button', {name: 'Ask AI'}).first();
      await expect(button).toBeVisible();
      await button.click();
      await expect(panel(page)).toBeVisible();
    });
  });
});

test.describe('"Ask the docs" (no widget configured)', () => {
  test('answers an example question with passages from the docs whose links work', async ({page, request}) => {
    await gotoHydrated(page, '/workflows');
    await askAi(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText('drawn from the Temporal documentation');
    for (const question of EXAMPLE_QUESTIONS) {
      await expect(panel(page).getByRole('button', {name: question})).toBeVisible();
    }
    await panel(page).getByRole('button', {name: 'How do Signals work?'}).click();
    await expect(page.getByLabel('Your question')).toHaveValue('How do Signals work?');
    await expect(panel(page).getByRole('heading', {name: 'From the documentation'})).toBeVisible(ANSWER_TIMEOUT);
    const passages = panel(page).locator('ol > li');
    await expect(passages.first()).toBeVisible();
    const count = await passages.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
    await expect(passages.first().locator('blockquote')).toContainText(/signal/i);

    const hrefs = await passages.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(href).toMatch(/^\/[^/]/);
      const response = await request.get(href.split('#')[0]!);
      expect(response.status(), href).toBe(200);
    }
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await passages.first().locator('a').click();
    await expect(panel(page)).toHaveCount(0);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.hash}`).toBe(hrefs[0]);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  });

  test('answers a typed question, refuses one that is too long, and keeps focus inside', async ({page}) => {
    await gotoHydrated(page, '/');
    await askAi(page).click();
    const box = page.getByLabel('Your question');
    await box.fill('x'.repeat(MAX_QUESTION_LENGTH + 1));
    await expect(panel(page)).toContainText(`limited to ${MAX_QUESTION_LENGTH} characters`);
    await expect(panel(page).getByRole('button', {name: 'Ask', exact: true})).toBeDisabled();
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    await box.fill('retry policy');
    await box.press('Enter');
    await expect(panel(page).locator('ol > li').first()).toBeVisible(ANSWER_TIMEOUT);

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
      expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await panel(page).getByRole('button', {name: 'Close'}).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(askAi(page)).toBeFocused();
  });

  test('says so when the index cannot be loaded, and tries again', async ({page}) => {
    await page.route('**/search-index*.json', (route) => route.abort());
    await gotoHydrated(page, '/');
    await askAi(page).click();
    await panel(page).getByRole('button', {name: 'What is Temporal?'}).click();
    await expect(panel(page)).toContainText('could not be loaded', ANSWER_TIMEOUT);
    await page.unroute('**/search-index*.json');
    await panel(page).getByRole('button', {name: 'Try again'}).click();
    await expect(panel(page).locator('ol > li').first()).toBeVisible(ANSWER_TIMEOUT);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the panel with an answer passes axe (WCAG 2.1 AA) in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/workflows');
    await askAi(page).click();
    await panel(page).getByRole('button', {name: 'What is Temporal?'}).click();
    await expect(panel(page).locator('ol > li').first()).toBeVisible(ANSWER_TIMEOUT);
    await page.getByLabel('Your question').fill('x'.repeat(MAX_QUESTION_LENGTH + 1));
    // The whole page with the panel open (tests/axe.ts), every impact.
    expect(await allViolations(page)).toEqual([]);
  });
}

test.describe('with the widget configured', {tag: '@fixtures'}, () => {
  // The default build's Content-Security-Policy lists no widget host; a configured build's does.
  test.use({bypassCSP: true});
  const settings = {askAi: {websiteId: 'test-website-0001', projectName: 'Temporal', scriptSrc: ASK_AI_WIDGET_SCRIPT}};

  test('loads the widget after the page is interactive and opens it from the button', async ({page}) => {
    await configureWidgets(page, settings);
    await page.route(ASK_AI_WIDGET_SCRIPT, (route) =>
      route.fulfill({path: path.join(__dirname, 'fixtures', 'ask-ai-widget.stub.js'), contentType: 'text/javascript'}),
    );
    const response = await gotoHydrated(page, '/workflows');
    expect(await response!.text()).not.toContain('kapa');

    const script = page.locator(`script[src="${ASK_AI_WIDGET_SCRIPT}"]`);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('async', '');
    await expect(script).toHaveAttribute('data-website-id', 'test-website-0001');

    await expect
      .poll(() => page.evaluate(() => typeof (window as {Kapa?: {open?: unknown}}).Kapa?.open))
      .toBe('function');
    // The script was requested only after the page had finished loading.
    const timing = await page.evaluate((src) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const entry = performance.getEntriesByName(src)[0];
      return {loadEnd: nav.loadEventEnd, scriptStart: entry?.startTime ?? -1};
    }, ASK_AI_WIDGET_SCRIPT);
    expect(timing.scriptStart).toBeGreaterThanOrEqual(timing.loadEnd);
    await askAi(page).click();
    const widget = page.getByRole('dialog', {name: MODAL_TITLE});
    await expect(widget).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    const {config, options} = JSON.parse((await widget.textContent())!);
    expect(config).toMatchObject({
      websiteId: 'test-website-0001',
      projectName: 'Temporal',
      modalTitle: MODAL_TITLE,
      buttonHide: 'true',
    });
    expect(config.modalDisclaimer).toMatch(/generated by AI/);
    expect(config.modalExampleQuestions.split(',')).toEqual([...EXAMPLE_QUESTIONS]);
    expect(options).toEqual({mode: 'ai'});
  });

  test('falls back to "Ask the docs" when the widget cannot load', async ({page}) => {
    await configureWidgets(page, settings);
    await page.route(ASK_AI_WIDGET_SCRIPT, (route) => route.abort('blockedbyclient'));
    await gotoHydrated(page, '/workflows');
    await expect(page.locator(`script[src="${ASK_AI_WIDGET_SCRIPT}"]`)).toHaveCount(1);
    await askAi(page).click();
    await expect(panel(page)).toBeVisible();
  });
});
