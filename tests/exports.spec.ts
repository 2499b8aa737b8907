// Machine-readable exports: llms.txt and the full exports, one Markdown file per page,
// the alternate links that name them, the "Copy page" control, the sitemap and robots.txt. Sections
// may still be missing while pages are being written, so these tests check structure, not counts.
import type {APIRequestContext} from '@playwright/test';
import {test, expect, gotoHydrated} from './baseTest';

const EXPORTS = ['llms.txt', 'llms-full.txt', 'llms-quickstart.txt', 'llms-api-reference.txt'];
/** the required order, by the sections' sidebar labels; every other section comes after these. */
const SECTION_ORDER = [
  'Quickstarts',
  'Evaluate',
  'Develop',
  'Production deployment',
  'Temporal CLI',
  'References',
  'Troubleshooting',
  'Encyclopedia',
  'Security',
  'Web UI',
  'Glossary',
];

interface Listed {
  section: string;
  title: string;
  url: string;
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function parseLlmsTxt(body: string): Listed[] {
  const listed: Listed[] = [];
  let section = '';
  for (const line of body.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    const item = line.match(/^- \[(.+)\]\((\S+)\)(?:: .+)?$/);
    if (item) listed.push({section, title: item[1]!, url: item[2]!});
  }
  return listed;
}

/** The site path of the Markdown twin of a page URL. */
function markdownPathOf(url: string): string {
  const path = new URL(url).pathname.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

/** Prose only: fenced code blocks and code spans removed (samples may legitimately hold `:::` or imports). */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

function pageUrls(markdown: string): string[] {
  return [...markdown.matchAll(/^URL: (\S+)$/gm)].map((m) => m[1]!);
}

/** Runs `check` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, check: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(check));
}

test('publishes llms.txt and the three full exports at the site root as plain text', async ({request}) => {
  for (const file of EXPORTS) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toContain('text/plain');
    expect((await response.text()).length, file).toBeGreaterThan(200);
  }
});

test('llms.txt follows llmstxt.org and lists the sections in the required order', async ({request}) => {
  const body = await text(request, '/llms.txt');
  const lines = body.split('\n');
  expect(lines[0]).toMatch(/^# \S/);
  expect(body.match(/^# /gm)).toHaveLength(1);
  expect(lines[1]).toBe('');
  expect(lines[2]).toMatch(/^> \S/);
  expect(lines[3]).toBe('');
  // Every line under a ## heading is a blank line or a `- [Title](URL): description` entry.
  const afterFirstSection = lines.slice(lines.findIndex((l) => l.startsWith('## ')));
  for (const line of afterFirstSection) expect(line).toMatch(/^(|## .+|- \[.+\]\(https?:\/\/\S+\)(: .+)?)$/);

  const sections = [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
  expect(new Set(sections).size, 'each section appears once').toBe(sections.length);
  const named = sections.filter((s) => SECTION_ORDER.includes(s));
  expect(named.length).toBeGreaterThan(3);
  expect(named).toEqual(SECTION_ORDER.filter((s) => named.includes(s)));
  // Named sections come first, then the others (Temporal Cloud and the AI Cookbook among them).
  expect(sections.slice(0, named.length)).toEqual(named);
  expect(sections).toContain('Temporal Cloud');
  expect(sections).toContain('AI Cookbook');

  const listed = parseLlmsTxt(body);
  const urls = listed.map((l) => l.url);
  expect(new Set(urls).size, 'each page is listed once').toBe(urls.length);
  expect(urls.some((u) => new URL(u).pathname.startsWith('/ai-cookbook/'))).toBe(true);
  expect(urls.some((u) => /\/(__fixtures|search|tags)(\/|$)/.test(new URL(u).pathname))).toBe(false);
});

test('every page in llms.txt resolves, names its Markdown twin, and the twin opens with its title and URL', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const listed = parseLlmsTxt(await text(request, '/llms.txt'));
  const origin = new URL(listed[0]!.url).origin;
  const home = listed.find((l) => new URL(l.url).pathname === '/');
  expect(home, 'the home page is listed').toBeTruthy();
  expect(markdownPathOf(home!.url)).toBe('/index.md');
  await inBatches(listed, 16, async ({url, title}) => {
    const path = new URL(url).pathname;
    const html = await request.get(path);
    expect(html.status(), path).toBe(200);
    const alternate = (await html.text()).match(
      /<link\b[^>]*\brel="?alternate"?[^>]*\btype="?text\/markdown"?[^>]*>/,
    )?.[0];
    expect(alternate?.match(/\bhref="?([^"\s>]+)/)?.[1], `${path} names its Markdown`).toBe(
      `${origin}${markdownPathOf(url)}`,
    );
    const md = await request.get(markdownPathOf(url));
    expect(md.status(), markdownPathOf(url)).toBe(200);
    expect(md.headers()['content-type']).toContain('text/markdown');
    const body = await md.text();
    expect(body.startsWith(`# ${title.replace(/\\([[\]\\])/g, '$1')}\n\nURL: ${url}\n`), markdownPathOf(url)).toBe(
      true,
    );
  });
});

test('the full exports follow the llms.txt order, read as clean Markdown and link only to built pages', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const order = parseLlmsTxt(await text(request, '/llms.txt')).map((l) => l.url);
  const checked = new Map<string, Promise<number>>();
  const status = (path: string) => {
    if (!checked.has(path))
      checked.set(
        path,
        request.head(path).then((r) => r.status()),
      );
    return checked.get(path)!;
  };
  for (const file of EXPORTS.slice(1)) {
    const body = await text(request, `/${file}`);
    const urls = pageUrls(body);
    expect(urls.length, file).toBeGreaterThan(0);
    const positions = urls.map((u) => order.indexOf(u));
    expect(
      positions.every((p) => p >= 0),
      `${file} holds only listed pages`,
    ).toBe(true);
    expect(positions, `${file} follows the order of llms.txt`).toEqual([...positions].sort((a, b) => a - b));
    if (file === 'llms-full.txt') expect(urls).toEqual(order);

    const text_ = prose(body);
    expect(text_, `${file}: MDX import/export statements`).not.toMatch(
      /^(import\s+(?:[\w*{][^\n]*\s+from\s+)?['"][^'"\n]+['"];?|export\s+(?:const|let|var|function|default|\{))/m,
    );
    for (const raw of ['<Tabs', '<TabItem', ':::', '{brand}'])
      expect(text_, `${file} contains ${raw}`).not.toContain(raw);
    expect(body, `${file} contains {brand}`).not.toContain('{brand}');
    expect(text_, `${file}: front matter keys`).not.toMatch(/^(sidebar_position|sidebar_label|tags):/m);
    expect(text_, `${file}: relative links`).not.toMatch(/\]\((?!https?:\/\/|mailto:)/);

    const origin = new URL(order[0]!).origin;
    const sitePaths = [...text_.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((link) => link.startsWith(`${origin}/`))
      .map((link) => new URL(link).pathname);
    await inBatches([...new Set(sitePaths)], 16, async (path) => {
      expect(await status(path), `${file} links to ${path}`).toBe(200);
    });
  }
});

test('the partial exports hold the quickstart and set-up pages, and the reference and CLI pages', async ({request}) => {
  const quickstart = pageUrls(await text(request, '/llms-quickstart.txt')).map((u) => new URL(u).pathname);
  expect(quickstart).toContain('/quickstarts');
  for (const path of quickstart) expect(path).toMatch(/^\/(quickstarts(\/|$)|develop\/[^/]+\/set-up-)/);
  expect(quickstart.some((p) => p.startsWith('/develop/'))).toBe(true);

  const reference = pageUrls(await text(request, '/llms-api-reference.txt')).map((u) => new URL(u).pathname);
  for (const path of reference) expect(path).toMatch(/^\/(references|cli|cloud\/tcld|tctl-v1)(\/|$)/);
  expect(reference.some((p) => p.startsWith('/references'))).toBe(true);
  expect(reference.some((p) => p.startsWith('/cli'))).toBe(true);
});

test('tabs and admonitions become labelled sections and blockquotes; code keeps its language', async ({request}) => {
  const quickstarts = await text(request, '/quickstarts.md');
  expect(quickstarts).toMatch(/^#{3,} Go$/m);
  expect(quickstarts).toMatch(/^#{3,} Python$/m);
  expect(quickstarts).toMatch(/^> \*\*What you will learn:\*\*/m);
  expect(quickstarts).toMatch(/^```bash$/m);
  const core = await text(request, '/develop/go/core-application.md');
  expect(core).toMatch(/^```go title="app\/workflow.go"$/m);
  expect(core).not.toContain('highlight-start');
  expect(core).toContain('](https://');
});

test('the sitemap lists every exported page and the tag pages, and robots.txt names it', async ({request}) => {
  const xml = await text(request, '/sitemap.xml');
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
  const paths = new Set(locs.map((l) => new URL(l).pathname.replace(/(.)\/$/, '$1')));
  for (const {url} of parseLlmsTxt(await text(request, '/llms.txt'))) {
    expect(paths.has(new URL(url).pathname.replace(/(.)\/$/, '$1')), url).toBe(true);
  }
  expect(paths.has('/tags')).toBe(true);
  expect([...paths].some((p) => p.startsWith('/tags/'))).toBe(true);
  expect([...paths].some((p) => p.startsWith('/ai-cookbook/tags/'))).toBe(true);
  expect([...paths].some((p) => /^\/(404|search)(\.html)?$/.test(p))).toBe(false);
  for (const entry of xml.match(/<url>[\s\S]*?<\/url>/g) ?? []) {
    expect(entry).toContain('<changefreq>daily</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }

  const robots = await text(request, '/robots.txt');
  const origin = new URL(locs[0]!).origin;
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test.describe('Copy page', () => {
  const PAGE = '/develop/go/core-application';

  test('copies the page as Markdown to the clipboard', async ({page, context, request, problems}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, PAGE);
    const title = page.getByRole('heading', {level: 1});
    const button = page.getByRole('button', {name: 'Copy page'});
    await expect(button).toBeVisible();
    // Beside the title: on the same row, to its right.
    const [buttonBox, titleBox] = [await button.boundingBox(), await title.boundingBox()];
    expect(buttonBox!.y).toBeLessThan(titleBox!.y + titleBox!.height);
    expect(buttonBox!.x).toBeGreaterThan(titleBox!.x);

    await button.click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Page copied to the clipboard as Markdown.');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await text(request, `${PAGE}.md`));
    expect(clipboard.startsWith('# Core application - Go SDK\n')).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  test('offers "View as Markdown" in a keyboard-operable menu', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const toggle = page.getByRole('button', {name: 'More page actions'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const item = page.getByRole('menuitem', {name: /View as Markdown/});
    await expect(item).toBeFocused();
    await expect(item).toHaveAttribute('href', `${PAGE}.md`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
  });

  test('says why when the page cannot be copied', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(`**${PAGE}.md`, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await gotoHydrated(page, PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toContainText('Could not copy the page');
    await expect(page.getByRole('status')).toContainText('503');
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeEnabled();
  });

  test('is absent from unlisted pages, which have no Markdown twin', {tag: '@fixtures'}, async ({page}) => {
    await gotoHydrated(page, '/__fixtures/kitchen-sink');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
    expect(await page.locator('link[rel="alternate"][type="text/markdown"]').count()).toBe(0);
  });
});
