// @ts-check
import {describe, expect, it} from 'vitest';
import {importRedirects, pathOf} from '../map.mjs';

const routes = [
  '/',
  '/workflows',
  '/develop/',
  '/develop/go/',
  '/develop/go/core-application',
  '/tags/signals',
  '/cli',
];
const rule = (/** @type {string} */ source, /** @type {string} */ destination) => ({source, destination});

describe('importRedirects', () => {
  it('follows chains and wildcard rules to a route here, the way the host would have redirected again', () => {
    const {redirects} = importRedirects(
      [
        rule('/go/workers', '/dev-guide/go/foundations#run-a-dev-worker'),
        rule('/dev-guide/go/foundations:path*', '/develop/go/core-application'),
        rule('/concepts/what-is-a-workflow', '/concepts/workflows'),
        rule('/concepts/workflows', 'https://docs.temporal.io/workflows#top'),
      ],
      routes,
      {},
    );
    expect(redirects).toEqual([
      {from: '/concepts/what-is-a-workflow', to: '/workflows'},
      {from: '/concepts/workflows', to: '/workflows'},
      {from: '/dev-guide/go/foundations', to: '/develop/go/core-application'},
      {from: '/go/workers', to: '/develop/go/core-application'},
    ]);
  });

  it('keeps the first rule for a source, and a fragment rule only when no plain rule names its path', () => {
    const {redirects, dropped} = importRedirects(
      [
        rule('/tctl-next', '/cli'),
        rule('/tctl-next/', '/workflows'),
        rule('/tctl-next#flags', '/workflows'),
        rule('/tctl-next/workflow#reset', '/cli/workflow#reset'),
      ],
      [...routes, '/cli/workflow'],
      {},
    );
    expect(redirects).toEqual([
      {from: '/tctl-next', to: '/cli'},
      {from: '/tctl-next/workflow', to: '/cli/workflow'},
    ]);
    expect(dropped['duplicate source (an earlier rule wins)']).toEqual(['/tctl-next/']);
    expect(dropped['fragment-only variant of a listed source']).toEqual(['/tctl-next#flags']);
  });

  it('drops sources that are pages here, other hosts (also at the end of a chain) and inexpressible patterns', () => {
    const {redirects, dropped} = importRedirects(
      [
        rule('/workflows', '/develop/'),
        rule('/kb/cadence', 'https://community.temporal.io/t/x'),
        rule('/cadence', '/kb/cadence'),
        rule('/content/:path(what-is-.*)', '/concepts/:path'),
        rule('/dev-guide/:path*/how-it-works', '/develop/'),
      ],
      routes,
      {},
    );
    expect(redirects).toEqual([]);
    expect(dropped['source is a page of this site']).toEqual(['/workflows']);
    expect(dropped['destination on another host']).toEqual(['/kb/cadence', '/cadence']);
    expect(dropped['pattern that cannot be listed statically']).toHaveLength(2);
  });

  it('uses an override before any rule, matches a unique last segment outside tag listings, and reports the rest', () => {
    const result = importRedirects(
      [
        rule('/concepts/signals', '/signals'),
        rule('/concepts/core', '/encyclopedia/core-application'),
        rule('/go-queries', '/go/queries'),
      ],
      routes,
      {'/go/queries': '/develop/go/core-application'},
    );
    expect(result.redirects).toEqual([
      {from: '/concepts/core', to: '/develop/go/core-application'},
      {from: '/go-queries', to: '/develop/go/core-application'},
    ]);
    expect(result.unresolved).toEqual([{source: '/concepts/signals', destination: '/signals'}]);
  });

  it('reads docs.temporal.io URLs as paths of this site', () => {
    expect(pathOf('https://docs.temporal.io/dev-guide/go/#x')).toBe('/dev-guide/go');
    expect(pathOf('https://docs.temporal.io')).toBe('/');
    expect(pathOf('production-deployment')).toBe('/production-deployment');
  });
});
