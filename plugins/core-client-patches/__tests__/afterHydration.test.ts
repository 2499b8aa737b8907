import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import coreClientPatchesPlugin from '../index';

const require = createRequire(import.meta.url);
const {patchBrowserContext, patchWindowSize, patchCodeWordWrap} = require('../afterHydration.cjs') as {
  patchBrowserContext: (s: string) => string;
  patchWindowSize: (s: string) => string;
  patchCodeWordWrap: (s: string) => string;
};
/** A file of an installed package, also one its `exports` do not list. */
const resolve = (file: string) => {
  const found = (require.resolve.paths(file) ?? []).map((dir) => path.join(dir, file)).find((p) => fs.existsSync(p));
  if (!found) throw new Error(`${file} is not installed`);
  return found;
};
const installed = (file: string) => fs.readFileSync(resolve(file), 'utf8');
const browserContext = () => installed('@docusaurus/core/lib/client/browserContext.js');
const windowSize = () => installed('@docusaurus/theme-common/lib/hooks/useWindowSize.js');
const codeWordWrap = () => installed('@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js');

describe('after-hydration patch', () => {
  it('sets isBrowser in a transition in the installed browserContext.js, once', () => {
    const patched = patchBrowserContext(browserContext());
    expect(patched).toContain("import React, { startTransition, useEffect, useState } from 'react';");
    expect(patched).toContain('startTransition(() => setIsBrowser(true));');
    expect(patched.match(/setIsBrowser\(true\)/g)).toHaveLength(1);
    expect(patchBrowserContext(patched)).toBe(patched);
  });

  it('sets the first window size in a transition and keeps resizes ordinary updates', () => {
    const patched = patchWindowSize(windowSize());
    expect(patched).toContain("import { startTransition, useEffect, useState } from 'react';");
    expect(patched).toContain('startTransition(updateWindowSize);');
    expect(patched).toContain("window.addEventListener('resize', updateWindowSize);");
    expect(patchWindowSize(patched)).toBe(patched);
  });

  it('measures each code block in a transition; the word-wrap button still toggles at once', () => {
    const patched = patchCodeWordWrap(codeWordWrap());
    expect(patched).toContain('startTransition(updateHiddenTabElement);');
    expect(patched).toContain('startTransition(updateCodeIsScrollable);');
    expect(patched).toContain('setIsEnabled((value) => !value);');
    expect(patchCodeWordWrap(patched)).toBe(patched);
  });

  it('applies to the installed files: the plugin’s rules match them', () => {
    const rules = (
      coreClientPatchesPlugin().configureWebpack!({} as never, false, {} as never, {} as never) as {
        module: {rules: {test: RegExp; use: {loader: string}[]}[]};
      }
    ).module.rules;
    const loaderFor = (file: string) =>
      rules.filter((rule) => rule.test.test(resolve(file))).map((rule) => path.basename(rule.use[0]!.loader));
    expect(loaderFor('@docusaurus/core/lib/client/browserContext.js')).toEqual(['afterHydration.cjs']);
    expect(loaderFor('@docusaurus/theme-common/lib/hooks/useWindowSize.js')).toEqual(['afterHydration.cjs']);
    expect(loaderFor('@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js')).toEqual(['afterHydration.cjs']);
  });

  it('fails the build with a clear message when a package has changed', () => {
    expect(() => patchBrowserContext('something else')).toThrow(/browserContext\.js.*found it 0 times/);
    expect(() => patchWindowSize('something else')).toThrow(/useWindowSize\.js.*found it 0 times/);
    expect(() => patchCodeWordWrap('something else')).toThrow(/useCodeWordWrap\.js.*found it 0 times/);
  });
});
