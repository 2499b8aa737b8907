import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {installedSource, loadersFor} from './installed';

const require = createRequire(import.meta.url);
const {patchCollapsible} = require('../lazyCollapsible.cjs') as {patchCollapsible: (s: string) => string};
const COLLAPSIBLE = '@docusaurus/theme-common/lib/components/Collapsible/index.js';

describe('lazy Collapsible patch', () => {
  it('mounts the children of a lazy Collapsible in a transition, once; the open/closed state stays immediate', () => {
    const patched = patchCollapsible(installedSource(COLLAPSIBLE));
    expect(patched).toContain(
      "import React, { startTransition, useState, useEffect, useRef, useCallback, } from 'react';",
    );
    expect(patched).toContain('startTransition(() => setMounted(true));');
    expect(patched.match(/setMounted\(true\)/g)).toHaveLength(1);
    // The collapsed state that CollapsibleBase animates from is still set in a layout effect.
    expect(patched).toContain('setLazyCollapsed(collapsed);');
    expect(patchCollapsible(patched)).toBe(patched);
  });

  it('applies to the installed Collapsible only: the plugin’s rule matches it', () => {
    expect(loadersFor(COLLAPSIBLE)).toEqual(['lazyCollapsible.cjs']);
    expect(loadersFor('@docusaurus/theme-common/lib/index.js')).toEqual([]);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchCollapsible('something else')).toThrow(/Collapsible\/index\.js.*found it 0 times/);
  });
});
