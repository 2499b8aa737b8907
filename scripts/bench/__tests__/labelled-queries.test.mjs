// @ts-check
// The labelled query set of the search bench (scripts/bench/labelled-queries.json): what a reader
// types into the search box, the one page that answers it, and where the question comes from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docRoutes, routeOf} from '../../lib/doc-routes.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** @typedef {{query: string, target: string, source: string, kind: string}} Labelled */
/** @type {Labelled[]} */
const entries = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/bench/labelled-queries.json'), 'utf8'));

const KINDS = ['typo', 'sdk', 'plain'];
const URL_SOURCE = /^https?:\/\/\S+/;
const NAVIGATION_SOURCE = /^site navigation\b/;
/** A word of a query that names an SDK, and the folder of that SDK's guide. */
const SDK_WORDS = {
  go: 'go',
  golang: 'go',
  java: 'java',
  python: 'python',
  typescript: 'typescript',
  dotnet: 'dotnet',
  '.net': 'dotnet',
  php: 'php',
  ruby: 'ruby',
};
/** @param {string} query */
const sdkNamed = (query) =>
  query
    .split(/\s+/)
    .map((word) => SDK_WORDS[/** @type {keyof typeof SDK_WORDS} */ (word)])
    .find(Boolean);

const failing = (/** @type {(e: Labelled) => boolean} */ bad) =>
  entries.filter(bad).map((e) => `${e.query} → ${e.target}`);

describe('labelled search queries', () => {
  it('is a non-empty list of {query, target, source, kind}', () => {
    expect(Array.isArray(entries)).toBe(true);
    for (const e of entries) expect(Object.keys(e).sort()).toEqual(['kind', 'query', 'source', 'target']);
  });

  it('has queries as a reader types them: non-empty, lower case, at most five words', () => {
    expect(
      failing((e) => typeof e.query !== 'string' || e.query.trim() === '' || e.query !== e.query.toLowerCase()),
    ).toEqual([]);
    expect(failing((e) => e.query.trim().split(/\s+/).length > 5)).toEqual([]);
  });

  it('has no query twice', () => {
    const seen = new Set();
    const twice = entries.map((e) => e.query.trim()).filter((q) => seen.has(q) || !seen.add(q));
    expect(twice).toEqual([]);
  });

  it('targets a path without a trailing slash', () => {
    expect(failing((e) => !e.target.startsWith('/') || (e.target !== '/' && e.target.endsWith('/')))).toEqual([]);
  });

  it('targets a documentation page of the site', () => {
    const routes = docRoutes(ROOT);
    expect(failing((e) => !routes.has(e.target))).toEqual([]);
  });

  it('names where each question comes from: a URL, or the site navigation', () => {
    expect(failing((e) => !URL_SOURCE.test(e.source) && !NAVIGATION_SOURCE.test(e.source))).toEqual([]);
    // A misspelt query stands for a real question, so it cites that question.
    expect(failing((e) => e.kind === 'typo' && !URL_SOURCE.test(e.source))).toEqual([]);
  });

  it('flags each entry as typo, sdk or plain, and an sdk entry names an SDK', () => {
    expect(failing((e) => !KINDS.includes(e.kind))).toEqual([]);
    expect(failing((e) => e.kind === 'sdk' && !sdkNamed(e.query))).toEqual([]);
    expect(failing((e) => e.kind === 'plain' && Boolean(sdkNamed(e.query)))).toEqual([]);
  });

  it("sends a query that names an SDK to that SDK's pages", () => {
    expect(
      failing((e) => {
        const sdk = sdkNamed(e.query);
        return sdk !== undefined && !e.target.startsWith(`/develop/${sdk}/`);
      }),
    ).toEqual([]);
  });

  it('is large and varied enough to measure the engine', () => {
    const count = (/** @type {string} */ kind) => entries.filter((e) => e.kind === kind).length;
    expect(entries.length).toBeGreaterThanOrEqual(120);
    expect(count('typo')).toBeGreaterThanOrEqual(12);
    expect(count('sdk')).toBeGreaterThanOrEqual(20);
    expect(entries.filter((e) => URL_SOURCE.test(e.source)).length).toBeGreaterThanOrEqual(70);
  });
});

describe('documentation routes from the sources', () => {
  it('follows slug, id and index rules', () => {
    expect(routeOf('workflows.mdx', {slug: '/workflows'}, '')).toBe('/workflows');
    expect(routeOf('references/index.mdx', {slug: '/references/'}, '')).toBe('/references');
    expect(routeOf('cloud/get-started/index.mdx', {id: 'index'}, '')).toBe('/cloud/get-started');
    expect(routeOf('cloud/regions.mdx', {id: 'regions'}, '')).toBe('/cloud/regions');
    expect(routeOf('develop/go/timers.mdx', {id: 'durable-timers'}, '')).toBe('/develop/go/durable-timers');
    expect(routeOf('cli/02-setup.mdx', {}, '')).toBe('/cli/setup');
    expect(routeOf('tools/tools.mdx', {}, '')).toBe('/tools');
    expect(routeOf('a/b.md', {slug: 'c'}, '')).toBe('/a/c');
    expect(routeOf('basic-python.mdx', {}, 'ai-cookbook')).toBe('/ai-cookbook/basic-python');
    expect(routeOf('index.mdx', {}, '')).toBe('/');
  });

  it('lists the pages of both content folders and skips partials', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-routes-'));
    try {
      const write = (/** @type {string} */ rel, /** @type {string} */ text) => {
        fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
        fs.writeFileSync(path.join(root, rel), text);
      };
      write('docs/intro.mdx', '---\nid: intro\nslug: /\n---\n');
      write('docs/guide/page.mdx', '---\nid: page\n---\n');
      write('docs/guide/_partial.mdx', 'not a page');
      write('docs/_drafts/draft.mdx', '---\nid: draft\n---\n');
      write('ai-cookbook/recipe.mdx', '---\nid: recipe\n---\n');
      expect([...docRoutes(root)].sort()).toEqual(['/', '/ai-cookbook/recipe', '/guide/page']);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
