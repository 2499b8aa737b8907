import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {registryEntries} = require('../routeRegistry.cjs') as {
  registryEntries: (source: string) => {lines: number; entries: {line: string; chunk: string; modulePath: string}[]};
};

const line = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('registryEntries', () => {
  it('reads the chunk name and module path of each entry', () => {
    const source = [
      'export default {',
      line('00818876', '@site/docs/workflows.mdx'),
      line('5e95c892', '@theme/DocsRoot'),
      '};',
    ].join('\n');
    expect(registryEntries(source)).toEqual({
      lines: 2,
      entries: [
        {line: line('00818876', '@site/docs/workflows.mdx'), chunk: '00818876', modulePath: '@site/docs/workflows.mdx'},
        {line: line('5e95c892', '@theme/DocsRoot'), chunk: '5e95c892', modulePath: '@theme/DocsRoot'},
      ],
    });
  });

  it('counts an entry of another shape as a line but not as an entry', () => {
    const renamed = line('aaaa1111', '@site/a.mdx').replace(
      'webpackChunkName: "aaaa1111"',
      'webpackChunkName: "bbbb2222"',
    );
    const noPath = line('cccc3333', '@site/c.mdx').replace('"@site/c.mdx", require', 'require');
    expect(
      registryEntries(['export default {', renamed, noPath, line('dddd4444', '@site/d.mdx'), '};'].join('\n')),
    ).toMatchObject({
      lines: 3,
      entries: [{chunk: 'dddd4444'}],
    });
  });
});
