// The AI Cookbook: list order, cards, tags, recipe pages, pagination.
import {test, expect, gotoHydrated} from './baseTest';

const PRIORITIES: Record<string, number> = {
  'basic-python': 999,
  'hello-world-litellm-python': 980,
  'structured-output-openai-responses-python': 950,
  'http-retry-enhancement-python': 920,
  'tool-calling-python': 775,
  'durable-agent-with-tools': 700,
  'deep-research-python': 399,
};

async function listedRecipes(page: import('@playwright/test').Page) {
  const cards = page.locator('ul[aria-label="Recipes"] > li');
  return cards.evaluateAll((items) =>
    items.map((li) => ({
      href: li.querySelector('h3 a')!.getAttribute('href')!,
      priority: Number(li.getAttribute('data-priority')),
      tags: [...li.querySelectorAll('ul[aria-label="Tags"] a')].map((a) => a.textContent),
    })),
  );
}

test('lists every recipe by priority, highest first, across the landing page and page 2', async ({page}) => {
  await gotoHydrated(page, '/ai-cookbook');
  const first = await listedRecipes(page);
  await page.getByRole('link', {name: /Next page/}).click();
  await expect(page).toHaveURL(/\/ai-cookbook\/page\/2$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('AI Cookbook recipes, page 2 of 2');
  const second = await listedRecipes(page);
  const all = [...first, ...second];
  expect(all.map((r) => r.href.replace('/ai-cookbook/', ''))).toEqual(
    Object.entries(PRIORITIES)
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => id),
  );
  expect(all.map((r) => r.priority)).toEqual(Object.values(PRIORITIES).sort((a, b) => b - a));
  await page.getByRole('link', {name: /Previous page/}).click();
  await expect(page).toHaveURL(/\/ai-cookbook\/?$/);
});

test('every card leads to its recipe, which shows its source and last update', async ({page}) => {
  for (const id of Object.keys(PRIORITIES)) {
    const response = await gotoHydrated(page, `/ai-cookbook/${id}`);
    expect(response?.status(), id).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated/);
    await expect(page.locator('article a[href*="/examples/ai-cookbook/"]').first()).toBeVisible();
    await expect(page.locator('.navbar a.navbar__link--active')).toHaveText(['AI Cookbook']);
  }
});

test('tag pages list exactly the recipes that carry the tag', async ({page}) => {
  await gotoHydrated(page, '/ai-cookbook');
  const recipes = [...(await listedRecipes(page))];
  await page.getByRole('link', {name: /Next page/}).click();
  // The router shows page 2 once its chunks have loaded: read it then, not the page before.
  await expect(page).toHaveURL(/\/ai-cookbook\/page\/2$/);
  recipes.push(...(await listedRecipes(page)));
  for (const tag of ['agents', 'foundations', 'litellm', 'openai', 'python', 'toolcalling']) {
    await gotoHydrated(page, `/ai-cookbook/tags/${tag}`);
    const listed = await page.locator('main article > a:has(h2)').evaluateAll((as) =>
      as
        .map((a) => a.getAttribute('href')!)
        .filter((href) => !/^\/ai-cookbook\/?$/.test(href))
        .sort(),
    );
    const expected = recipes
      .filter((r) => r.tags.includes(tag))
      .map((r) => r.href)
      .sort();
    expect(listed, tag).toEqual(expected);
  }
  await gotoHydrated(page, '/ai-cookbook/tags');
  await expect(page.locator('main a[href^="/ai-cookbook/tags/"]')).toHaveCount(6);
});
