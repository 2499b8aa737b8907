import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {replaceOnce} = require('../replaceOnce.cjs') as {
  replaceOnce: (
    source: string,
    upstream: string | RegExp,
    patched: string,
    site: {plugin: string; file: string; hint: string; what?: string},
  ) => string;
};

const site = {
  plugin: 'some-plugin',
  file: '@scope/pkg/lib/file.js',
  hint: 'check how it now starts, then update or remove the patch.',
};

describe('replaceOnce', () => {
  it('replaces the one occurrence of a string', () => {
    expect(replaceOnce('a(); start(); b();', 'start();', 'patchedStart();', site)).toBe('a(); patchedStart(); b();');
  });

  it('replaces the one match of a regular expression, keeping $ in the patched text literal', () => {
    expect(replaceOnce('x = 1;\nrun(  1 );', /run\(\s*1\s*\);/, 'run($1);', site)).toBe('x = 1;\nrun($1);');
  });

  it('returns the source unchanged when it already carries the patch', () => {
    const once = replaceOnce('a(); start();', 'start();', 'patchedStart(); // patched', site);
    expect(replaceOnce(once, 'start();', 'patchedStart(); // patched', site)).toBe(once);
  });

  it('throws naming the plugin, the file and the hint when the upstream text is missing', () => {
    expect(() => replaceOnce('nothing here', 'start();', 'patched();', {...site, what: 'the start call'})).toThrow(
      'some-plugin: expected the start call exactly once in @scope/pkg/lib/file.js, found it 0 times. ' +
        'The package changed: check how it now starts, then update or remove the patch. See UPGRADING.md (some-plugin).',
    );
  });

  it('throws when the upstream text occurs twice, for strings and regular expressions', () => {
    expect(() => replaceOnce('start(); start();', 'start();', 'patched();', site)).toThrow(/found it 2 times/);
    expect(() => replaceOnce('start(1); start(2);', /start\(\d\);/, 'patched();', site)).toThrow(/found it 2 times/);
  });

  it('refuses to run without naming the patch', () => {
    expect(() =>
      replaceOnce('start();', 'start();', 'patched();', {plugin: 'p', file: '', hint: 'h'} as typeof site),
    ).toThrow(/needs \{plugin, file, hint\}/);
  });
});
