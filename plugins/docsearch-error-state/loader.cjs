// Build-time fix for @docsearch/react 3.9.0 (bundled @algolia/autocomplete-core 1.17.9): when a
// search fails, DocSearch sets the status to "error", but autocomplete's `finally` then resets it
// to "idle", so the modal shows "No results" instead of "Unable to fetch results" (SPEC.md §8).
// This loader keeps the "error" status; the next keystroke sets "loading" again as usual.
'use strict';

const UPSTREAM = '.finally((function(){p("idle"),lt';
const PATCHED = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt';

function patchDocSearch(source) {
  if (source.includes(PATCHED)) return source;
  const count = source.split(UPSTREAM).length - 1;
  if (count !== 1) {
    throw new Error(
      `docsearch-error-state: expected the autocomplete status reset exactly once in @docsearch/react, found it ${count} times. ` +
        'The package changed: check whether its error screen now works and remove or update this plugin.',
    );
  }
  return source.replace(UPSTREAM, PATCHED);
}

module.exports = function docsearchErrorStateLoader(source) {
  return patchDocSearch(source);
};
module.exports.patchDocSearch = patchDocSearch;
