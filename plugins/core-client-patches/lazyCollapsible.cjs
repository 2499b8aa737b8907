// Build-time change to @docusaurus/theme-common 3.8.1, lib/components/Collapsible/index.js: a lazy
// Collapsible (a doc sidebar category, a navbar dropdown in the mobile menu) mounts its children the
// first time it opens, from a layout effect, so that whole subtree rendered and committed in the same
// task as the click, before the click could paint. The patch mounts it in a transition: the click paints
// at once (the caret turns, aria-expanded flips), then the children render in slices and slide open
// exactly as before (they mount closed and the height animation starts from the commit that mounts
// them). Closing, and opening an already mounted Collapsible, are unchanged.
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

const COLLAPSIBLE = {
  plugin: 'core-client-patches',
  file: '@docusaurus/theme-common/lib/components/Collapsible/index.js',
  hint: 'check how a lazy Collapsible now mounts its children on first opening, then update or remove this patch.',
};

function patchCollapsible(source) {
  const imported = replaceOnce(
    source,
    `import React, { useState, useEffect, useRef, useCallback, } from 'react';`,
    `import React, { startTransition, useState, useEffect, useRef, useCallback, } from 'react';`,
    {...COLLAPSIBLE, what: 'the React import'},
  );
  return replaceOnce(
    imported,
    `        if (!collapsed) {
            setMounted(true);
        }`,
    `        if (!collapsed) {
            // core-client-patches: the first mount of the children is a transition, after the click paints.
            startTransition(() => setMounted(true));
        }`,
    {...COLLAPSIBLE, what: 'setMounted(true) in CollapsibleLazy'},
  );
}

module.exports = function lazyCollapsibleLoader(source) {
  return patchCollapsible(source);
};
module.exports.patchCollapsible = patchCollapsible;
