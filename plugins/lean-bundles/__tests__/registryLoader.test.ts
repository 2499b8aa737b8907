import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {blankRegistryModulePaths} = require('../registryLoader.cjs') as {
  blankRegistryModulePaths: (s: string) => string;
};

const registry = `export default {
  "00818876": [() => import(/* webpackChunkName: "00818876" */ "@site/docs/workflows.mdx"), "@site/docs/workflows.mdx", require.resolveWeak("@site/docs/workflows.mdx")],
  "01dac2d7": [() => import(/* webpackChunkName: "01dac2d7" */ "@generated/p/tags-415.json"), "@generated/p/tags-415.json", require.resolveWeak("@generated/p/tags-415.json")],};
`;

describe('registry loader', () => {
  it('blanks the module path of every entry and keeps its loader and weak id', () => {
    const slim = blankRegistryModulePaths(registry);
    expect(slim).toContain(
      'import(/* webpackChunkName: "00818876" */ "@site/docs/workflows.mdx"), "", require.resolveWeak("@site/docs/workflows.mdx")]',
    );
    expect(slim).toContain('"@generated/p/tags-415.json"), "", require.resolveWeak("@generated/p/tags-415.json")]');
    expect(slim.match(/, "", require\.resolveWeak/g)).toHaveLength(2);
  });

  it('leaves a registry it does not recognise as it is', () => {
    expect(blankRegistryModulePaths('export default {};')).toBe('export default {};');
  });
});
