// Build-time fix for the state updates every Docusaurus page makes right after it hydrates:
// - @docusaurus/core 3.8.1, lib/client/browserContext.js: `isBrowser` turns true (read by
//   useIsBrowser, and so by the `data-has-hydrated` attribute, Link, the colour-mode toggle …);
// - @docusaurus/theme-common 3.8.1, lib/hooks/useWindowSize.js: the window size turns from "ssr"
//   to "desktop" or "mobile" (the doc sidebar and the doc TOC; on a phone the desktop sidebar and
//   TOC that the server rendered are removed);
// - @docusaurus/theme-common 3.8.1, lib/hooks/useCodeWordWrap.js: every code block measures
//   whether it scrolls (then it shows the word-wrap button) and finds the hidden tab it sits in.
// - and, in useCodeWordWrap.js too, a code block in a tab panel that is shown measures itself
//   (a forced layout) and re-renders from a mutation observer, inside the click that switched the
//   tab; the patch measures after that click has painted, in a transition.
// All are set from passive effects, at the default priority, which React renders in one
// uninterruptible pass: on a long guide at a phone's CPU speed, where most code blocks scroll,
// those re-renders were the longest tasks after the page had hydrated. The patch makes each first
// update a transition, which React renders in slices that yield to the browser (and to the
// reader's input) every few milliseconds. What is rendered is unchanged; a resize of the window
// and the word-wrap button are still ordinary updates.
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

/** Applies each [upstream, patched, what] of `replacements` once, in order, naming `site` on failure. */
function replaceEach(source, site, replacements) {
  return replacements.reduce(
    (text, [upstream, patched, what]) => replaceOnce(text, upstream, patched, {...site, what}),
    source,
  );
}

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
  return replaceEach(source, BROWSER_CONTEXT, [
    [
      `import React, { useEffect, useState } from 'react';`,
      `import React, { startTransition, useEffect, useState } from 'react';`,
      'the React import',
    ],
    [
      `        setIsBrowser(true);`,
      `        // core-client-patches: a transition, rendered in slices after hydration.
        startTransition(() => setIsBrowser(true));`,
      'setIsBrowser(true)',
    ],
  ]);
}

function patchWindowSize(source) {
  return replaceEach(source, WINDOW_SIZE, [
    [
      `import { useEffect, useState } from 'react';`,
      `import { startTransition, useEffect, useState } from 'react';`,
      'the React import',
    ],
    [
      `        updateWindowSize();
        window.addEventListener('resize', updateWindowSize);`,
      `        // core-client-patches: the first size is a transition, rendered in slices after hydration.
        startTransition(updateWindowSize);
        window.addEventListener('resize', updateWindowSize);`,
      'the first updateWindowSize() call',
    ],
  ]);
}

const CODE_WORD_WRAP = {
  plugin: 'core-client-patches',
  file: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
  hint: 'check how a code block now measures whether it scrolls after hydration, then update or remove this patch.',
};

/** The effect that calls `update` on mount (and when `deps` change), made a transition. */
const effectAsTransition = (update, deps) => [
  `    useEffect(() => {
        ${update}();
    }, [${deps}]);`,
  `    useEffect(() => {
        // core-client-patches: a transition, rendered in slices after hydration.
        startTransition(${update});
    }, [${deps}]);`,
  `the ${update}() effect`,
];

function patchCodeWordWrap(source) {
  return replaceEach(source, CODE_WORD_WRAP, [
    [
      `import { useState, useCallback, useEffect, useRef } from 'react';`,
      `import { startTransition, useState, useCallback, useEffect, useRef } from 'react';`,
      'the React import',
    ],
    effectAsTransition('updateHiddenTabElement', 'updateHiddenTabElement'),
    effectAsTransition('updateCodeIsScrollable', 'isEnabled, updateCodeIsScrollable'),
    [
      `                callback();
                updateHiddenTabElement();`,
      `                // core-client-patches: measured once the tab's switch has painted, in a transition.
                requestAnimationFrame(() => setTimeout(() => startTransition(() => {
                    callback();
                    updateHiddenTabElement();
                })));`,
      'the tab-became-visible callback',
    ],
  ]);
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
