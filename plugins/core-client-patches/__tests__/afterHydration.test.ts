import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {installedSource, loadersFor} from './installed';

const require = createRequire(import.meta.url);
const {patchBrowserContext, patchWindowSize, patchCodeWordWrap} = require('../afterHydration.cjs') as {
  patchBrowserContext: (s: string) => string;
  patchWindowSize: (s: string) => string;
  patchCodeWordWrap: (s: string) => string;
};
const BROWSER_CONTEXT = '@docusaurus/core/lib/client/browserContext.js';
const WINDOW_SIZE = '@docusaurus/theme-common/lib/hooks/useWindowSize.js';
const CODE_WORD_WRAP = '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js';

describe('after-hydration patch', () => {
  it('sets isBrowser in a transition in the installed browserContext.js, once', () => {
    const patched = patchBrowserContext(installedSource(BROWSER_CONTEXT));
    expect(patched).toContain("import React, { startTransition, useEffect, useState } from 'react';");
    expect(patched).toContain('startTransition(() => setIsBrowser(true));');
    expect(patched.match(/setIsBrowser\(true\)/g)).toHaveLength(1);
    expect(patchBrowserContext(patched)).toBe(patched);
  });

  it('sets the first window size in a transition and keeps resizes ordinary updates', () => {
    const patched = patchWindowSize(installedSource(WINDOW_SIZE));
    expect(patched).toContain("import { startTransition, useEffect, useState } from 'react';");
    expect(patched).toContain('startTransition(updateWindowSize);');
    expect(patched).toContain("window.addEventListener('resize', updateWindowSize);");
    expect(patchWindowSize(patched)).toBe(patched);
  });

  it('measures each code block in a transition; the word-wrap button still toggles at once', () => {
    const patched = patchCodeWordWrap(installedSource(CODE_WORD_WRAP));
    expect(patched).toContain('startTransition(updateHiddenTabElement);');
    expect(patched).toContain('startTransition(updateCodeIsScrollable);');
    // A code block of a tab panel that is shown measures itself after the click has painted.
    expect(patched).toContain('requestAnimationFrame(() => setTimeout(() => startTransition(() => {');
    expect(patched.match(/callback\(\);/g)).toHaveLength(1);
    expect(patched).toContain('setIsEnabled((value) => !value);');
    expect(patchCodeWordWrap(patched)).toBe(patched);
  });

  it('applies to the installed files: the plugin’s rules match them', () => {
    for (const file of [BROWSER_CONTEXT, WINDOW_SIZE, CODE_WORD_WRAP])
      expect(loadersFor(file)).toEqual(['afterHydration.cjs']);
  });

  it('fails the build with a clear message when a package has changed', () => {
    expect(() => patchBrowserContext('something else')).toThrow(/browserContext\.js.*found it 0 times/);
    expect(() => patchWindowSize('something else')).toThrow(/useWindowSize\.js.*found it 0 times/);
    expect(() => patchCodeWordWrap('something else')).toThrow(/useCodeWordWrap\.js.*found it 0 times/);
  });
});
