// Build-time change to @docusaurus/plugin-content-docs 3.8.1, lib/client/docsClientUtils.js: to find
// the docs plugin of the current page, getActivePlugin sorts the plugins' paths with localeCompare on
// every call, and it is called while each page hydrates. The first localeCompare of a page sets up
// the browser's collator, a task of its own: about 10 ms on a desktop CPU, 40 ms at a phone's speed.
// The patch compares the paths as plain strings, in the same order (descending, so `/android` is
// tried before `/`; a path sorts after every longer path it is the start of, as with localeCompare).
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

function patchActivePlugin(source) {
  return replaceOnce(
    source,
    '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    // core-client-patches: plain string order, without setting up a collator.
    '.sort((a, b) => (b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0))',
    {
      plugin: 'core-client-patches',
      file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
      hint: 'check how getActivePlugin now orders the docs plugins, then update or remove this patch.',
      what: 'the localeCompare sort in getActivePlugin',
    },
  );
}

module.exports = function activePluginLoader(source) {
  return patchActivePlugin(source);
};
module.exports.patchActivePlugin = patchActivePlugin;
