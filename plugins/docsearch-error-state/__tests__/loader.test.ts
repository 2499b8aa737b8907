import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {patchDocSearch} = require('../loader.cjs') as {patchDocSearch: (s: string) => string};

describe('docsearch-error-state loader', () => {
  it('patches the installed @docsearch/react exactly once, and is idempotent', () => {
    const source = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');
    const patched = patchDocSearch(source);
    expect(patched).not.toBe(source);
    expect(patched).toContain('"error"!==c.getState().status&&p("idle")');
    expect(patchDocSearch(patched)).toBe(patched);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchDocSearch('something else')).toThrow(/found it 0 times/);
  });
});
