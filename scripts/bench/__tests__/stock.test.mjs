// @ts-check
import {describe, expect, it} from 'vitest';
import {pinnedStockPackage, withFasterFlags} from '../stock.mjs';

describe('the stock template', () => {
  it('pins every package to an exact version and adds @docusaurus/faster', () => {
    const versions = /** @type {Record<string, string>} */ ({
      '@docusaurus/core': '3.8.1',
      '@docusaurus/faster': '3.8.1',
      react: '19.1.0',
      typescript: '5.8.3',
    });
    const pinned = pinnedStockPackage(
      {dependencies: {'@docusaurus/core': '3.8.1', react: '^19.0.0'}, devDependencies: {typescript: '~5.6.2'}},
      (name) => versions[name],
    );
    expect(pinned.dependencies).toEqual({'@docusaurus/core': '3.8.1', react: '19.1.0', '@docusaurus/faster': '3.8.1'});
    expect(pinned.devDependencies).toEqual({typescript: '5.8.3'});
    expect(pinned.overrides).toHaveProperty(['@swc/html']);
  });

  it('switches the bundler flags on once, keeping the template’s own future flags', () => {
    const config = 'const config = {\n  future: {\n    v4: true,\n  },\n};';
    const patched = withFasterFlags(config);
    expect(patched).toContain('experimental_faster: true,');
    expect(patched).toContain('v4: true');
    expect(withFasterFlags(patched)).toBe(patched);
    expect(() => withFasterFlags('const config = {};')).toThrow(/future/);
  });
});
