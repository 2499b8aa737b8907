import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import buildMemoryPlugin, {collectWhenDone, fullCollection, pacedCollection, type CompilerHooks} from '../index';

function fakeCompiler() {
  const taps: (() => Promise<void>)[] = [];
  const compiler: CompilerHooks = {hooks: {done: {tapPromise: (_name, fn) => void taps.push(fn)}}};
  return {compiler, taps};
}

describe('build-memory', () => {
  it('collects once each compilation is done, and the build waits for it', async () => {
    const {compiler, taps} = fakeCompiler();
    const events: string[] = [];
    collectWhenDone(async () => {
      await Promise.resolve();
      events.push('collected');
    }).apply(compiler);
    expect(taps).toHaveLength(1);
    expect(events).toEqual([]);
    await taps[0]!();
    expect(events).toEqual(['collected']);
  });

  it('collects once per `every` pages processed, however they are counted out', async () => {
    let collections = 0;
    const pace = pacedCollection(100, async () => void collections++);
    for (const processed of [0, 1, 99]) await pace(processed);
    expect(collections).toBe(0);
    await pace(100);
    await pace(150);
    expect(collections).toBe(1);
    // Pages taken from a cache do not count: the number passed can stay put, or jump.
    await pace(199);
    await pace(199);
    expect(collections).toBe(1);
    await pace(420);
    expect(collections).toBe(2);
    await pace(519);
    expect(collections).toBe(2);
  });

  it('adds the collection to production builds only', () => {
    const plugin = buildMemoryPlugin();
    const configure = (mode: Configuration['mode']) =>
      (plugin.configureWebpack as (c: Configuration, s: boolean) => {plugins?: unknown[]})({mode}, false);
    expect(configure('production').plugins).toHaveLength(1);
    expect(configure('development').plugins).toBeUndefined();
  });

  it('runs a full collection without printing the experimental-API warning', async () => {
    const warnings: string[] = [];
    const listener = (w: Error) => warnings.push(w.message);
    process.on('warning', listener);
    try {
      await fullCollection();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listener);
    }
    expect(warnings.filter((w) => w.includes('measureMemory'))).toEqual([]);
  });
});
