// Build-time slimming of Docusaurus's generated route registry (.docusaurus/registry.js) in the
// client bundle. Each entry is [loader, module path, weak module id]; the module path only serves
// react-loadable's server-side Capture (which records the modules a page rendered), so the client
// bundle does not need it. Blanking it takes about 4 KB gzip (28 KB raw) off the main bundle. The
// server bundle keeps the registry as generated.
'use strict';

/** One registry entry as @docusaurus/core 3.8.1 writes it (lib/server/codegen/codegenRoutes.js). */
const ENTRY_LINE = /^ {2}"[^"]+": \[\(\) => import\(.*$/gm;
const ENTRY = /\), "([^"]+)", require\.resolveWeak\("\1"\)\]/g;

/** Blanks every entry's module path; throws when an entry, or the whole registry, has another shape. */
function blankRegistryModulePaths(source) {
  const entries = source.match(ENTRY_LINE) ?? [];
  const matching = entries.filter((line) => new RegExp(ENTRY.source).test(line));
  if (entries.length === 0 || matching.length !== entries.length) {
    throw new Error(
      `lean-bundles: the route registry (.docusaurus/registry.js) no longer has the shape registryLoader.cjs expects ` +
        `(${entries.length} entries, ${matching.length} of the form [loader, "module path", require.resolveWeak(...)]). ` +
        'Re-check how @docusaurus/core generates and reads the registry, then update or remove the loader (UPGRADING.md, lean-bundles).',
    );
  }
  return source.replace(ENTRY, '), "", require.resolveWeak("$1")]');
}

module.exports = function registryLoader(source) {
  try {
    return blankRegistryModulePaths(source);
  } catch (error) {
    this.emitError(error);
    return source;
  }
};
module.exports.blankRegistryModulePaths = blankRegistryModulePaths;
