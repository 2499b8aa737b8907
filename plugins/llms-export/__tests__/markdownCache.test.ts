import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MarkdownCache, cacheKey, converterVersion, type SiteQuestions} from '../markdownCache';
import {mdxToMarkdown} from '../mdxToMarkdown';

const SITE_DIR = path.resolve(__dirname, '../../..');
const SOURCE = ['# Timers', '', 'See [sleep](./sleep.mdx).', '', '```go file=examples/go/x.go', '```', ''].join('\n');
const SETTINGS = {siteUrl: 'https://docs.example.com', permalink: '/timers'};

function site(permalink = '/sleep', code = 'package x\n'): SiteQuestions {
  return {
    resolveLink: (href) => (href.startsWith('./sleep.mdx') ? permalink : null),
    readCodeFile: (meta) => (meta.includes('file=') ? code : null),
    renderComponent: () => undefined,
  };
}

function setup() {
  const cache = new MarkdownCache(fs.mkdtempSync(path.join(os.tmpdir(), 'llms-cache-')));
  let conversions = 0;
  const convert = (questions: SiteQuestions) => {
    conversions++;
    return mdxToMarkdown(SOURCE, {...SETTINGS, ...questions});
  };
  const key = cacheKey('v1', SETTINGS, SOURCE);
  return {cache, convert, key, conversions: () => conversions};
}

describe('MarkdownCache', () => {
  it('returns the stored Markdown on a hit without converting again', async () => {
    const {cache, convert, key, conversions} = setup();
    const first = await cache.markdown(key, site(), convert);
    expect(first).toContain('https://docs.example.com/sleep');
    expect(first).toContain('package x');
    const second = await new MarkdownCache(cache.dir).markdown(key, site(), convert);
    expect(second).toBe(first);
    expect(conversions()).toBe(1);
  });

  it('misses when a question the page asked gets another answer: a moved page, an edited code file', async () => {
    const {cache, convert, key, conversions} = setup();
    await cache.markdown(key, site(), convert);
    const moved = await cache.markdown(key, site('/timers/sleep'), convert);
    expect(moved).toContain('https://docs.example.com/timers/sleep');
    const edited = await cache.markdown(key, site('/timers/sleep', 'package y\n'), convert);
    expect(edited).toContain('package y');
    expect(conversions()).toBe(3);
    expect(cache.hits).toBe(0);
  });

  it('misses when a question now fails, and the conversion reports the failure', async () => {
    const {cache, convert, key} = setup();
    await cache.markdown(key, site(), convert);
    const failing: SiteQuestions = {
      ...site(),
      readCodeFile: () => {
        throw new Error('examples/go/x.go: no such file');
      },
    };
    await expect(cache.markdown(key, failing, convert)).rejects.toThrow('no such file');
  });

  it('converts every time and stores nothing without a folder (the cache option off)', async () => {
    const {convert, key, conversions} = setup();
    const cache = new MarkdownCache(null);
    const first = await cache.markdown(key, site(), convert);
    expect(await cache.markdown(key, site(), convert)).toBe(first);
    expect(conversions()).toBe(2);
  });

  it('drops the entries a build did not use, and keeps the ones it did', async () => {
    const {cache, convert, key} = setup();
    await cache.markdown(key, site(), convert);
    const otherKey = cacheKey('v1', {...SETTINGS, permalink: '/other'}, SOURCE);
    await cache.markdown(otherKey, site(), convert);
    const next = new MarkdownCache(cache.dir);
    await next.markdown(key, site(), convert);
    expect(await next.prune()).toBe(1);
    expect(fs.readdirSync(cache.dir!)).toEqual([`${key}.json`]);
    expect(next.hits).toBe(1);
  });

  it('keys entries by the exporter version, the options and the MDX bytes', () => {
    const key = cacheKey('v1', SETTINGS, SOURCE);
    expect(cacheKey('v1', SETTINGS, SOURCE)).toBe(key);
    expect(cacheKey('v2', SETTINGS, SOURCE)).not.toBe(key);
    expect(cacheKey('v1', {...SETTINGS, permalink: '/other'}, SOURCE)).not.toBe(key);
    expect(cacheKey('v1', {...SETTINGS, admonitionLabels: {note: 'N'}}, SOURCE)).not.toBe(key);
    expect(cacheKey('v1', SETTINGS, `${SOURCE} `)).not.toBe(key);
  });

  it("changes the exporter version with the converter's source", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-version-'));
    const converter = path.join(dir, 'mdxToMarkdown.ts');
    fs.writeFileSync(converter, 'export const a = 1;\n');
    const before = converterVersion(SITE_DIR, converter);
    expect(converterVersion(SITE_DIR, converter)).toBe(before);
    fs.writeFileSync(converter, 'export const a = 2;\n');
    expect(converterVersion(SITE_DIR, converter)).not.toBe(before);
    expect(converterVersion(SITE_DIR)).toMatch(/^[0-9a-f]{64}$/);
  });
});
