import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {createLinkResolver, findBuiltAsset, reportBrokenLinks} from '../links';

const siteDir = path.resolve('/site');
const permalinks = new Map([
  [path.join(siteDir, 'docs/develop/go/timers.mdx'), '/develop/go/timers'],
  [path.join(siteDir, 'docs/encyclopedia/workflows/workflows.mdx'), '/workflows'],
]);

describe('createLinkResolver', () => {
  const resolve = createLinkResolver({
    sourceFile: path.join(siteDir, 'docs/develop/go/core-application.mdx'),
    siteDir,
    baseUrl: '/',
    permalinks,
    builtAsset: (file) => (file.endsWith('diagram.png') ? '/assets/images/diagram-0a1b2c3d.png' : null),
  });

  it('maps relative and @site .mdx links to the permalink of that file, keeping the fragment', () => {
    expect(resolve('./timers.mdx#start-a-timer')).toBe('/develop/go/timers#start-a-timer');
    expect(resolve('../../encyclopedia/workflows/workflows.mdx')).toBe('/workflows');
    expect(resolve('@site/docs/encyclopedia/workflows/workflows.mdx')).toBe('/workflows');
  });

  it('returns null for a file that is no page, so the link check reports it', () => {
    expect(resolve('./missing.mdx')).toBeNull();
  });

  it('keeps site paths, puts them under a base URL, and finds the built copy of an asset', () => {
    expect(resolve('/cli/workflow#list')).toBe('/cli/workflow#list');
    expect(createLinkResolver({sourceFile: '/site/docs/a.mdx', siteDir, baseUrl: '/docs/', permalinks})('/cli/')).toBe(
      '/docs/cli/',
    );
    expect(resolve('./img/diagram.png')).toBe('/assets/images/diagram-0a1b2c3d.png');
    expect(resolve('../other/')).toBeNull();
  });
});

describe('findBuiltAsset', () => {
  const listing = [{dir: 'assets/images', files: ['diagram-0a1b2c3d.png', 'logo-12345678.svg', 'logo-87654321.svg']}];

  it('finds the one hashed copy of a file and refuses to guess between two', () => {
    expect(findBuiltAsset('/site/docs/img/diagram.png', listing, '/')).toBe('/assets/images/diagram-0a1b2c3d.png');
    expect(findBuiltAsset('/site/docs/img/logo.svg', listing, '/')).toBeNull();
    expect(findBuiltAsset('/site/docs/img/none.png', listing, '/')).toBeNull();
  });
});

describe('reportBrokenLinks', () => {
  it('fails the build on throw, logs on warn, stays quiet on ignore or when nothing is broken', () => {
    const log = vi.fn();
    expect(() => reportBrokenLinks(['llms.txt: https://x.test/gone'], 'throw', log)).toThrow(
      /1 link\(s\) in the exports lead to no page:\n- llms.txt: https:\/\/x.test\/gone/,
    );
    reportBrokenLinks(['a'], 'warn', log);
    reportBrokenLinks(['a'], 'ignore', log);
    reportBrokenLinks([], 'throw', log);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
