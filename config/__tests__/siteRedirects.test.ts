import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {legacyRedirects, siteRedirects} from '../siteRedirects';

const root = path.join(__dirname, '../..');
const routes = new Set(
  fs
    .readFileSync(path.join(root, 'tests/routes.txt'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((r) => (r.length > 1 ? r.replace(/\/$/, '') : r)),
);
const bare = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

describe('config/redirects.json', () => {
  it('sends every legacy route to a route of the site, and never shadows one', () => {
    expect(legacyRedirects.length).toBeGreaterThan(300);
    expect(legacyRedirects.filter((r) => !routes.has(bare(r.to)))).toEqual([]);
    expect(legacyRedirects.filter((r) => routes.has(bare(r.from)))).toEqual([]);
  });

  it('lists each source once, as a path without fragment or trailing slash', () => {
    const froms = legacyRedirects.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    expect(froms.filter((f) => !/^\/[^\s#?]*[^/\s#?]$/.test(f))).toEqual([]);
  });

  it('adds the durable-timers redirects without repeating a source', () => {
    const all = siteRedirects(path.join(root, 'docs'));
    expect(all.length).toBeGreaterThanOrEqual(legacyRedirects.length);
    expect(new Set(all.map((r) => r.from)).size).toBe(all.length);
  });
});
