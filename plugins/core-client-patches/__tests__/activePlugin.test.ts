import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {installedSource, loadersFor} from './installed';

const require = createRequire(import.meta.url);
const {patchActivePlugin} = require('../activePlugin.cjs') as {patchActivePlugin: (s: string) => string};
const FILE = '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
const source = () => installedSource(FILE);

/** The comparator of getActivePlugin's sort, from the (patched or upstream) source. */
function comparator(code: string): (a: [string, {path: string}], b: [string, {path: string}]) => number {
  const match = /\.sort\((\(a, b\) => [^\n]*?)\)\n/.exec(code);
  expect(match).not.toBeNull();
  return new Function(`return ${match![1]}`)() as ReturnType<typeof comparator>;
}

describe('active plugin patch', () => {
  it('replaces the localeCompare sort in the installed docsClientUtils.js, once', () => {
    const patched = patchActivePlugin(source());
    expect(patched).not.toContain('localeCompare');
    expect(patchActivePlugin(patched)).toBe(patched);
  });

  it('orders plugin paths as upstream does: a path before its prefixes, most specific first', () => {
    const paths = ['/', '/ai-cookbook', '/docs', '/docs/next', '/android', '/a'];
    const entries = paths.map((path, i) => [`p${i}`, {path}] as [string, {path: string}]);
    const sorted = (code: string) => [...entries].sort(comparator(code)).map(([, d]) => d.path);
    const patched = sorted(patchActivePlugin(source()));
    expect(patched).toEqual(sorted(source()));
    for (const [i, path] of patched.entries()) {
      // No path comes before a longer one that starts with it.
      expect(patched.slice(i + 1).some((later) => later.startsWith(path) && later !== path)).toBe(false);
    }
  });

  it('applies to the installed file: the plugin’s rules match it', () => {
    expect(loadersFor(FILE)).toEqual(['activePlugin.cjs']);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchActivePlugin('something else')).toThrow(/localeCompare sort in getActivePlugin exactly once/);
  });
});
