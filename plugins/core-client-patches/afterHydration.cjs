// Build-time fix for the state updates every Docusaurus page makes right after it hydrates:
// - @docusaurus/core 3.8.1, lib/client/browserContext.js: `isBrowser` turns true (read by
//   useIsBrowser, and so by the `data-has-hydrated` attribute, Link, the colour-mode toggle …);
// - @docusaurus/theme-common 3.8.1, lib/hooks/useWindowSize.js: the window size turns from "ssr"
//   to "desktop" or "mobile" (the doc sidebar and the doc TOC; on a phone the desktop sidebar and
//   TOC that the server rendered are removed);
// - @docusaurus/theme-common 3.8.1, lib/hooks/useCodeWordWrap.js: every code block measures
//   whether it scrolls (then it shows the word-wrap button) and finds the hidden tab it sits in.
// All are set from passive effects, at the default priority, which React renders in one
// uninterruptible pass: on a long guide at a phone's CPU speed, where most code blocks scroll,
// those re-renders were the longest tasks after the page had hydrated. The patch makes each first
// update a transition, which React renders in slices that yield to the browser (and to the
// reader's input) every few milliseconds. What is rendered is unchanged; a resize of the window
// and the word-wrap button are still ordinary updates.
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

const BROWSER_CONTEXT = {
  plugin: 'core-client-patches',
  file: '@docusaurus/core/lib/client/browserContext.js',
  hint: 'check how isBrowser is now set after hydration, then update or remove this patch.',
};
const WINDOW_SIZE = {
  plugin: 'core-client-patches',
  file: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
  hint: 'check how the window size is now set after hydration, then update or remove this patch.',
};

function patchBrowserContext(source) {
  const imported = replaceOnce(
    source,
    `import React, { useEffect, useState } from 'react';`,
    `import React, { startTransition, useEffect, useState } from 'react';`,
    {...BROWSER_CONTEXT, what: 'the React import'},
  );
  return replaceOnce(
    imported,
    `        setIsBrowser(true);`,
    `        // core-client-patches: a transition, rendered in slices after hydration.
        startTransition(() => setIsBrowser(true));`,
    {...BROWSER_CONTEXT, what: 'setIsBrowser(true)'},
  );
}

function patchWindowSize(source) {
  const imported = replaceOnce(
    source,
    `import { useEffect, useState } from 'react';`,
    `import { startTransition, useEffect, useState } from 'react';`,
    {...WINDOW_SIZE, what: 'the React import'},
  );
  return replaceOnce(
    imported,
    `        updateWindowSize();
        window.addEventListener('resize', updateWindowSize);`,
    `        // core-client-patches: the first size is a transition, rendered in slices after hydration.
        startTransition(updateWindowSize);
        window.addEventListener('resize', updateWindowSize);`,
    {...WINDOW_SIZE, what: 'the first updateWindowSize() call'},
  );
}

const CODE_WORD_WRAP = {
  plugin: 'core-client-patches',
  file: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
  hint: 'check how a code block now measures whether it scrolls after hydration, then update or remove this patch.',
};

function patchCodeWordWrap(source) {
  const imported = replaceOnce(
    source,
    `import { useState, useCallback, useEffect, useRef } from 'react';`,
    `import { startTransition, useState, useCallback, useEffect, useRef } from 'react';`,
    {...CODE_WORD_WRAP, what: 'the React import'},
  );
  const hiddenTab = replaceOnce(
    imported,
    `    useEffect(() => {
        updateHiddenTabElement();
    }, [updateHiddenTabElement]);`,
    `    useEffect(() => {
        // core-client-patches: a transition, rendered in slices after hydration.
        startTransition(updateHiddenTabElement);
    }, [updateHiddenTabElement]);`,
    {...CODE_WORD_WRAP, what: 'the first updateHiddenTabElement() call'},
  );
  return replaceOnce(
    hiddenTab,
    `    useEffect(() => {
        updateCodeIsScrollable();
    }, [isEnabled, updateCodeIsScrollable]);`,
    `    useEffect(() => {
        // core-client-patches: a transition, rendered in slices after hydration.
        startTransition(updateCodeIsScrollable);
    }, [isEnabled, updateCodeIsScrollable]);`,
    {...CODE_WORD_WRAP, what: 'the updateCodeIsScrollable() effect'},
  );
}

const PATCHES = {
  'browserContext.js': patchBrowserContext,
  'useWindowSize.js': patchWindowSize,
  'useCodeWordWrap.js': patchCodeWordWrap,
};

module.exports = function afterHydrationLoader(source) {
  const file = Object.keys(PATCHES).find((name) => this.resourcePath.endsWith(name));
  if (!file) throw new Error(`core-client-patches: afterHydration.cjs has no patch for ${this.resourcePath}.`);
  return PATCHES[file](source);
};
module.exports.patchBrowserContext = patchBrowserContext;
module.exports.patchWindowSize = patchWindowSize;
module.exports.patchCodeWordWrap = patchCodeWordWrap;
