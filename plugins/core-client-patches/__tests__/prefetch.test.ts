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
    expect(patched).toContain('whenIdle(() => prefetchHelper(chunkAsset), true)');
    expect(patchPrefetch(patched)).toBe(patched);
  });

  it('indexes the route table in slices, then adds one <link> per idle job, a route’s links first', async () => {
    const patched = patchPrefetch(source());
    const start = patched.indexOf('// core-client-patches: routesChunkNames');
    const end = patched.indexOf('const preload = ');
    const log: string[] = [];
    const idle: ((deadline: {didTimeout: boolean; timeRemaining: () => number}) => void)[] = [];
    const window = {requestIdleCallback: (cb: (typeof idle)[number]) => idle.push(cb)};
    // 250 routes: three index slices of at most 100.
    const routesChunkNames: Record<string, Record<string, string>> = {
      '/a-1a': {__comp: 'a1', content: 'a2', __props: 'a3'},
      '/b-2b': {__comp: 'b1'},
    };
    for (let i = 0; i < 248; i++) routesChunkNames[`/other/${i}-f${i}`] = {__comp: `o${i}`};
    const prefetch = new Function(
      'window',
      'canPrefetch',
      'fetched',
      'matchRoutes',
      'routes',
      'routesChunkNames',
      'flat',
      '__webpack_require__',
      'prefetchHelper',
      `${patched.slice(start, end)}; return prefetch;`,
    )(
      window,
      () => true,
      new Set(),
      (_routes: unknown, path: string) => {
        log.push(`match ${path}`);
        return [{route: {path}}];
      },
      [],
      routesChunkNames,
      (value: Record<string, string>) => value,
      {gca: (name: string) => `/assets/${name}.js`},
      (url: string) => {
        log.push(`link ${url}`);
        return Promise.resolve();
      },
    ) as (path: string) => Promise<unknown>;
    const done = Promise.all([prefetch('/a'), prefetch('/b')]);
    // An idle period with no time left: one job per callback.
    const busy = {didTimeout: false, timeRemaining: () => 0};
    let callbacks = 0;
    while (idle.length > 0) {
      idle.shift()!(busy);
      callbacks++;
    }
    await done;
    expect(log).toEqual([
      'match /a',
      'link /assets/a1.js',
      'link /assets/a2.js',
      'link /assets/a3.js',
      'match /b',
      'link /assets/b1.js',
    ]);
    // Three index slices, two route lookups and four links: one job per idle callback.
    expect(callbacks).toBe(3 + 2 + 4);
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
