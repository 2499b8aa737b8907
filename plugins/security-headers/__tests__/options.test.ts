import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from '../index';

const validate = (options: Record<string, unknown>) =>
  validateOptions({validate: normalizePluginOptions, options: options as never});

describe('security-headers options', () => {
  it('accepts the origins of a configured service, per directive, and defaults to none', () => {
    expect(validate({})).toEqual({id: 'default', extraOrigins: {}});
    const extraOrigins = {'connect-src': ['https://*.algolianet.com'], 'img-src': ['https:']};
    expect(validate({extraOrigins}).extraOrigins).toEqual(extraOrigins);
  });

  it('rejects an unknown directive, an origin that would break the header, and unknown options', () => {
    expect(() => validate({extraOrigins: {'script-source': ['https://x.example']}})).toThrow(
      /^security-headers: "extraOrigins\.script-source" is not allowed/,
    );
    expect(() => validate({extraOrigins: {'script-src': ['https://a.example; script-src *']}})).toThrow(
      /"extraOrigins\.script-src\[0\]" must be one CSP source \(no spaces, commas or semicolons\)/,
    );
    expect(() => validate({origins: {}})).toThrow(/"origins" is not allowed\. Known options: extraOrigins\./);
  });
});
