// Links that never break: every legacy route of config/redirects.json (and the durable-timers
// redirects) answers a 301 to its page, which answers 200 with that page; the redirect pages work
// on a host without rules; renamed headings keep their old anchors (config/anchors.json).
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, gotoHydrated} from './baseTest';
import {siteRedirects} from '../config/siteRedirects';
import anchors from '../config/anchors.json';

const redirects = siteRedirects(path.join(__dirname, '../docs'));

/** Runs `check` over `items`, `width` at a time; returns the failures it reports. */
async function inBatches<T>(items: T[], width: number, check: (item: T) => Promise<string | null>) {
  const failures: string[] = [];
  for (let i = 0; i < items.length; i += width) {
    const results = await Promise.all(items.slice(i, i + width).map(check));
    failures.push(...results.filter((r): r is string => r !== null));
  }
  return failures;
}

test.describe('legacy routes', () => {
  test('every legacy route answers 301 to its page, which answers 200 with that page', async ({request}) => {
    test.setTimeout(120_000);
    const pages = new Map<string, Promise<string | null>>();
    /** The page's problem, once per target: not 200, or no h1 and canonical link of its own. */
    const checkPage = (to: string) => {
      if (!pages.has(to)) {
        pages.set(
          to,
          request.get(to).then(async (res) => {
            if (res.status() !== 200) return `${to} answers ${res.status()}`;
            const $ = load(await res.text());
            if ($('h1').length !== 1) return `${to} has ${$('h1').length} h1`;
            const canonical = $('link[rel="canonical"]').attr('href');
            const bare = (p: string) => p.replace(/\/$/, '');
            return canonical && bare(new URL(canonical).pathname) === bare(to)
              ? null
              : `${to} is not the page itself (canonical ${canonical})`;
          }),
        );
      }
      return pages.get(to)!;
    };
    const failures = await inBatches(redirects, 16, async ({from, to}) => {
      for (const source of [from, `${from}/`]) {
        const res = await request.get(source, {maxRedirects: 0});
        if (res.status() !== 301 || res.headers().location !== to) {
          return `${source}: ${res.status()} → ${res.headers().location ?? 'nowhere'} (expected 301 → ${to})`;
        }
      }
      const problem = await checkPage(to);
      return problem && `${from}: ${problem}`;
    });
    expect(failures, `${failures.length} of ${redirects.length} legacy routes do not land on their page`).toEqual([]);
  });

  test('a legacy route opens its page in the browser, with no console error', async ({page, problems}) => {
    const response = await gotoHydrated(page, '/concepts/what-is-a-workflow-definition');
    expect(new URL(page.url()).pathname).toBe('/workflow-definition');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/concepts\/what-is-a-workflow-definition$/);
    await expect(page.locator('h1')).toHaveText(/Workflow Definition/i);
    expect(problems.errors).toEqual([]);
  });

  test('on a host that applies no rules, the redirect page sends the browser on', async ({page}) => {
    // The redirect page itself, as a host without _redirects would serve /dev-guide.
    await page.goto('/dev-guide/index.html');
    await page.waitForURL((url) => url.pathname === '/develop/');
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('renamed headings', () => {
  test('an old anchor is rewritten to the new one and its heading scrolled into view', async ({page}) => {
    await gotoHydrated(page, '/tasks#activity-task');
    await expect.poll(() => new URL(page.url()).hash).toBe('#activity-tasks');
    await expect(page.locator('#activity-tasks')).toBeInViewport();
    // An in-page jump to an old anchor too.
    await page.evaluate(() => (window.location.hash = '#workflow-task-execution'));
    await expect.poll(() => new URL(page.url()).hash).toBe('#workflow-tasks');
    await expect(page.locator('#workflow-tasks')).toBeInViewport();
  });

  test('every entry of config/anchors.json names an anchor the page no longer has and one it has', async ({
    request,
  }) => {
    const entries = Object.entries(anchors as Record<string, Record<string, string> | string>).filter(
      (e): e is [string, Record<string, string>] => typeof e[1] === 'object',
    );
    const failures = await inBatches(entries, 8, async ([route, renames]) => {
      const res = await request.get(route);
      const $ = load(await res.text());
      const ids = new Set(
        $('[id]')
          .map((_, el) => $(el).attr('id'))
          .get(),
      );
      const wrong = Object.entries(renames).filter(([old, next]) => ids.has(old) || !ids.has(next));
      return res.status() !== 200 || wrong.length ? `${route} (${res.status()}): ${JSON.stringify(wrong)}` : null;
    });
    expect(failures).toEqual([]);
  });
});
