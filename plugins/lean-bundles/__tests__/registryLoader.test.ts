import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../registryLoader.cjs') as ((this: unknown, s: string) => string) & {
  blankRegistryModulePaths: (s: string) => string;
};
const {blankRegistryModulePaths} = loader;

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

  it.each([
    ['an empty registry', 'export default {};'],
    [
      'an entry of another shape',
      registry.replace('"@generated/p/tags-415.json", require.resolveWeak', 'require.resolveWeak'),
    ],
  ])('fails the build on %s, naming the file and what to re-check', (_what, source) => {
    expect(() => blankRegistryModulePaths(source)).toThrow(
      /lean-bundles: the route registry \(\.docusaurus\/registry\.js\) no longer has the shape registryLoader\.cjs expects/,
    );
    const errors: Error[] = [];
    expect(loader.call({emitError: (error: Error) => errors.push(error)}, source)).toBe(source);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/UPGRADING\.md, lean-bundles/)]);
  });

  it('reads the registry format of the installed @docusaurus/core', () => {
    // The generator's template, as the installed core writes it; a change fails here before a build.
    const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    expect(codegen).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
  });
});
