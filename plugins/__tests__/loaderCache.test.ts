import {describe, expect, it} from 'vitest';
import {mergeWithCustomize, customizeArray} from 'webpack-merge';
import {loaderCacheDependencies} from '../loaderCache';

const loaders = ['/site/plugins/a/loader.cjs'];

describe('loaderCacheDependencies', () => {
  it("adds the loaders to Rspack's persistent cache build dependencies, after Docusaurus's own", () => {
    const base = {experiments: {cache: {type: 'persistent', buildDependencies: ['/core/base.js', '/site/config.ts']}}};
    const merged = mergeWithCustomize({customizeArray: customizeArray({})})(
      base,
      loaderCacheDependencies(base, loaders),
    ) as typeof base;
    expect(merged.experiments.cache).toEqual({
      type: 'persistent',
      buildDependencies: ['/core/base.js', '/site/config.ts', ...loaders],
    });
  });

  it("names them in webpack's filesystem cache", () => {
    expect(loaderCacheDependencies({cache: {type: 'filesystem'}}, loaders)).toEqual({
      cache: {type: 'filesystem', buildDependencies: {loaders}},
    });
  });

  it('adds nothing when there is no persistent cache', () => {
    expect(loaderCacheDependencies({}, loaders)).toEqual({});
    expect(loaderCacheDependencies({cache: false}, loaders)).toEqual({});
  });
});
