// The one way our build-time patches change a package's published source: replace a piece of it
// that must occur exactly once. A loader that runs twice over the same module (a cache, a second
// compiler) gets the source back unchanged; a package whose code moved on fails the build with a
// message naming the plugin, the file and what to check, instead of shipping an unpatched bundle.
// The registry of patched packages and the versions they were written for is plugins/patchedPackages.ts.
'use strict';

/**
 * @typedef {object} PatchSite
 * @property {string} plugin the plugin that patches (its folder under plugins/)
 * @property {string} file the patched file, as `package/path/in/package.js`
 * @property {string} hint what to re-check when the upstream text has changed
 * @property {string} [what] what the upstream text is, for the message (default "the upstream text")
 */

/** Occurrences of `upstream` in `source`: a string literally, a RegExp by its matches. */
function countOccurrences(source, upstream) {
  if (typeof upstream === 'string') return upstream === '' ? 0 : source.split(upstream).length - 1;
  const flags = upstream.flags.includes('g') ? upstream.flags : `${upstream.flags}g`;
  return [...source.matchAll(new RegExp(upstream.source, flags))].length;
}

/**
 * Returns `source` with `upstream` (a string, or a RegExp without the g flag) replaced by
 * `patched`; returns `source` as it is when it already contains `patched`; throws when `upstream`
 * occurs 0 or 2+ times.
 * @param {string} source
 * @param {string | RegExp} upstream
 * @param {string} patched
 * @param {PatchSite} site
 * @returns {string}
 */
function replaceOnce(source, upstream, patched, site) {
  if (!site || !site.plugin || !site.file || !site.hint) {
    throw new TypeError('replaceOnce needs {plugin, file, hint} to name the patch in its error.');
  }
  if (patched !== '' && source.includes(patched)) return source;
  const count = countOccurrences(source, upstream);
  if (count !== 1) {
    throw new Error(
      `${site.plugin}: expected ${site.what ?? 'the upstream text'} exactly once in ${site.file}, found it ${count} times. ` +
        `The package changed: ${site.hint} See UPGRADING.md (${site.plugin}).`,
    );
  }
  // A function replacement keeps `$` in the patched text literal.
  return source.replace(upstream, () => patched);
}

module.exports = {replaceOnce, countOccurrences};
