import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {patchPrefetch} = require('../prefetch.cjs') as {patchPrefetch: (s: string) => string};
const source = () => fs.readFileSync(require.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');

/** Evaluates the patched getChunkNamesToLoad against a routesChunkNames table. */
function lookup(patched: string, routesChunkNames: Record<string, unknown>) {
  const start = patched.indexOf('// core-client-patches');
  const end = patched.indexOf('const prefetch =');
  expect(end).toBeGreaterThan(start);
  const flat = (value: Record<string, string>) => value; // the tables below are already flat
  return new Function('routesChunkNames', 'flat', `${patched.slice(start, end)}; return getChunkNamesToLoad;`)(
    routesChunkNames,
    flat,
  ) as (path: string) => string[];
}

describe('prefetch patch', () => {
  it('replaces the scan and defers the prefetches in the installed docusaurus.js, once', () => {
    const patched = patchPrefetch(source());
    expect(patched).toContain('chunkNamesByPath.get(path)');
    expect(patched).not.toContain('.filter(');
    expect(patched).toContain('return whenIdle(() => prefetchNow(routePath));');
    expect(patched).toContain('performance.now() < sliceEnd');
    expect(patchPrefetch(patched)).toBe(patched);
  });

  it('finds the same chunks as the upstream rule: the route name without its -hash suffix', () => {
    const getChunkNamesToLoad = lookup(patchPrefetch(source()), {
      '/workflows-3a1': {__comp: 'c1', content: 'd1'},
      '/workflows/child-4bc': {__comp: 'c2'},
      '/-5e2': {__comp: 'root'},
      '/workflows-9ff': {__props: 'p2'},
    });
    expect(getChunkNamesToLoad('/workflows')).toEqual(['c1', 'd1', 'p2']);
    expect(getChunkNamesToLoad('/workflows/child')).toEqual(['c2']);
    expect(getChunkNamesToLoad('/')).toEqual(['root']);
    expect(getChunkNamesToLoad('/missing')).toEqual([]);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchPrefetch('something else')).toThrow(/prefetch chunk lookup exactly once.*found it 0 times/);
  });
});
