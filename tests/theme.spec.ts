// Content rendering: admonitions, code highlighting and line markers, tabs.
import {test, expect, gotoHydrated} from './baseTest';

const FIXTURE = '/__fixtures/kitchen-sink';

test('renders all seven admonition kinds, each with its own title and icon', {tag: '@fixtures'}, async ({page}) => {
  await gotoHydrated(page, FIXTURE);
  const expected: Record<string, string> = {
    note: 'note',
    tip: 'tip',
    info: 'info',
    caution: 'caution',
    danger: 'danger',
    competency: 'What you will learn',
    copycode: 'Runnable sample',
  };
  const admonitions = page.locator('.theme-doc-markdown .theme-admonition');
  await expect(admonitions).toHaveCount(7);
  for (const [kind, title] of Object.entries(expected)) {
    const box = page.locator(`.theme-doc-markdown .theme-admonition-${kind}`);
    await expect(box).toHaveCount(1);
    await expect(box.locator('svg').first()).toBeVisible();
    await expect(box).toContainText(new RegExp(title, 'i'));
  }
  const iconPaths = await admonitions.evaluateAll((nodes) => nodes.map((n) => n.querySelector('svg')?.innerHTML));
  expect(new Set(iconPaths).size).toBe(7);
});

test('highlights every language the docs show with tokens', {tag: '@fixtures'}, async ({page}) => {
  await gotoHydrated(page, FIXTURE);
  for (const language of [
    'csharp',
    'java',
    'php',
    'ruby',
    'sql',
    'javascript',
    'typescript',
    'jsx',
    'tsx',
    'jsdoc',
    'flow',
    'swift',
    'kotlin',
    'c',
    'cpp',
    'objectivec',
    'reason',
    'rust',
    'go',
    'python',
    'json',
  ]) {
    const block = page.locator(`pre.language-${language}`).first();
    await expect(block, `a ${language} block`).toHaveCount(1);
    const kinds = await block
      .locator('.token')
      .evaluateAll((tokens) => new Set(tokens.flatMap((t) => [...t.classList])).size);
    expect(kinds, `${language} has highlighted tokens`).toBeGreaterThan(2);
  }
});

test('uses a dark editor theme for code in light mode too', {tag: '@fixtures'}, async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, FIXTURE);
  const background = await page
    .locator('pre.language-go')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect((r! + g! + b!) / 3).toBeLessThan(80);
});

test(
  'marks highlight-next-line and highlight-start/end lines and hides the markers',
  {tag: '@fixtures'},
  async ({page}) => {
    await gotoHydrated(page, FIXTURE);
    const block = page.locator('pre.language-go').first();
    const highlighted = block.locator('.theme-code-block-highlighted-line');
    await expect(highlighted).toHaveCount(3);
    await expect(highlighted.nth(0)).toContainText('next line');
    await expect(highlighted.nth(1)).toContainText('a := 1');
    await expect(highlighted.nth(2)).toContainText('b := 2');
    await expect(block).not.toContainText('highlight-');
  },
);

test('keeps the chosen SDK tab in the URL and across tab groups', {tag: '@fixtures'}, async ({page}) => {
  await gotoHydrated(page, FIXTURE);
  await page.getByRole('tab', {name: 'Python'}).click();
  await expect(page).toHaveURL(/sdk-language=python/);
  await expect(page.getByRole('tabpanel')).toContainText('Python content.');
});
