import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {emptyPrismClientModule} = require('../loader.cjs') as {emptyPrismClientModule: (s: string) => string};

describe('lazy-code-highlighting loader', () => {
  it('empties the installed theme-classic prism-include-languages client module, and is idempotent', () => {
    const source = fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js'), 'utf8');
    const emptied = emptyPrismClientModule(source);
    expect(emptied).not.toContain('prism-react-renderer');
    expect(emptied).toContain('export {};');
    expect(emptyPrismClientModule(emptied)).toBe(emptied);
  });

  it('fails the build with a clear message when the module has changed', () => {
    expect(() => emptyPrismClientModule("import {Prism} from 'somewhere-else';")).toThrow(
      /lazy-code-highlighting: expected the startup registration of Prism languages exactly once in @docusaurus\/theme-classic\/lib\/prism-include-languages\.js, found it 0 times/,
    );
  });
});
