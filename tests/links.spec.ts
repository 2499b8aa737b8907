// Links that never break: every legacy route of config/redirects.json (and the durable-timers
// redirects) answers a 301 to its page, which answers 200 with that page; the redirect pages work
// on a host without rules; renamed headings keep their old anchors (config/anchors.json); and every
// docs.temporal.io link that the pinned SDKs give their users lands on a page and heading.
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {load} from 'cheerio';
import {test, expect, gotoHydrated} from './baseTest';
import {siteRedirects} from '../config/siteRedirects';
import anchors from '../config/anchors.json';
import sdkLinks from '../manifests/sdk-doc-links.json';
import {renamedAnchor, type AnchorMap} from '../src/clientModules/legacyAnchors';

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

  test('an old anchor whose heading moved to another page opens that page at the heading', async ({page}) => {
    await gotoHydrated(page, '/workflows#status');
    await page.waitForURL((url) => url.pathname === '/workflow-execution' && url.hash === '#statuses');
    await expect(page.locator('#statuses')).toBeInViewport();
  });

  test('every entry of config/anchors.json names an anchor the page no longer has and one it has', async ({
    request,
  }) => {
    const entries = Object.entries(anchors as Record<string, Record<string, string> | string>).filter(
      (e): e is [string, Record<string, string>] => typeof e[1] === 'object',
    );
    const failures = await inBatches(entries, 8, async ([route, renames]) => {
      const {status, ids} = await idsOf(request, route);
      const wrong: [string, string][] = [];
      for (const [old, next] of Object.entries(renames)) {
        if (ids.has(old) || !(await targetThere(request, ids, next))) wrong.push([old, next]);
      }
      return status !== 200 || wrong.length ? `${route} (${status}): ${JSON.stringify(wrong)}` : null;
    });
    expect(failures).toEqual([]);
  });
});

/** A page's status and the ids of its elements (after any redirect), and where it ended up. */
async function idsOf(request: APIRequestContext, route: string) {
  const res = await request.get(route);
  const $ = load(await res.text());
  const ids = new Set(
    $('[id]')
      .map((_, el) => $(el).attr('id'))
      .get(),
  );
  return {status: res.status(), ids, pathname: new URL(res.url()).pathname.replace(/(.)\/$/, '$1')};
}

/**
 * Whether an anchor map's target is there: an element of that id on the page (`ids`), or, for a
 * location on another page (`/route#anchor`), that page answering 200 with that element.
 */
async function targetThere(request: APIRequestContext, ids: Set<string>, next: string): Promise<boolean> {
  if (!next.startsWith('/')) return ids.has(next);
  const [route, anchor] = next.split('#');
  const page = await idsOf(request, route!);
  return page.status === 200 && (!anchor || page.ids.has(anchor));
}

/**
 * Every https://docs.temporal.io/… address that the pinned SDK releases give their users (error
 * messages, warnings, API docs), as `path#anchor` with the SDKs that carry it; generated from the
 * SDKs' sources by scripts/manifests/sdk-doc-links.mjs.
 */
const sdkDocLinks = (sdkLinks as {links: Record<string, string[]>}).links;

test.describe('links in the SDK', () => {
  test('every docs.temporal.io link in the pinned SDKs lands on a page and its heading', async ({request}) => {
    const links = Object.keys(sdkDocLinks);
    expect(links.length, 'links in manifests/sdk-doc-links.json').toBeGreaterThan(50);
    const map = anchors as AnchorMap;
    const failures = await inBatches(links, 8, async (link) => {
      const [route, anchor] = link.split('#');
      const page = await idsOf(request, route!);
      const sdks = sdkDocLinks[link]!.join(', ');
      if (page.status !== 200) return `${link} (${sdks}): ${route} answers ${page.status}`;
      if (!anchor || page.ids.has(anchor)) return null;
      // What the browser does with the old anchor (src/clientModules/legacyAnchors.ts).
      const next = renamedAnchor(map, page.pathname, `#${anchor}`, (id) => page.ids.has(id));
      if (next === null) {
        return `${link} (${sdks}): ${page.pathname} has no #${anchor} and config/anchors.json maps it to no heading there`;
      }
      return (await targetThere(request, page.ids, next))
        ? null
        : `${link} (${sdks}): mapped to ${next}, which is not there`;
    });
    expect(failures, `${failures.length} of ${links.length} links do not land`).toEqual([]);
  });
});
