import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {redirectsFile, validateOptions} from '../index';
import {parseRedirectsFile} from '../../../scripts/lib/headers.mjs';

const validate = (options: Record<string, unknown>) =>
  validateOptions({validate: normalizePluginOptions, options: options as never});

describe('host-redirects', () => {
  it('writes one 301 line per redirect, which the serve script reads back', () => {
    const redirects = [
      {from: '/concepts/what-is-a-workflow', to: '/workflows'},
      {from: '/dev-guide', to: '/develop/'},
    ];
    const text = redirectsFile(redirects);
    expect(text.split('\n').slice(1, 3)).toEqual([
      '/concepts/what-is-a-workflow /workflows 301',
      '/dev-guide /develop/ 301',
    ]);
    expect(parseRedirectsFile(text)).toEqual(redirects.map((r) => ({...r, status: 301})));
  });

  it('rejects a source with a fragment or a space, a relative target and a source listed twice', () => {
    expect(() => validate({redirects: [{from: '/a#b', to: '/c'}]})).toThrow(/^host-redirects: "redirects\[0\]\.from"/);
    expect(() => validate({redirects: [{from: '/a b', to: '/c'}]})).toThrow(/"redirects\[0\]\.from"/);
    expect(() => validate({redirects: [{from: '/a', to: 'c'}]})).toThrow(/"redirects\[0\]\.to"/);
    expect(() =>
      validate({
        redirects: [
          {from: '/a', to: '/b'},
          {from: '/a', to: '/c'},
        ],
      }),
    ).toThrow(/duplicate value/);
  });
});
