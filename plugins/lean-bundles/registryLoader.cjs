// Build-time slimming of Docusaurus's generated route registry (.docusaurus/registry.js) in the
// client bundle. Each entry is [loader, module path, weak module id]; the module path only serves
// react-loadable's server-side Capture (which records the modules a page rendered), so the client
// bundle does not need it. Blanking it takes about 4 KB gzip (28 KB raw) off the main bundle. The
// server bundle keeps the registry as generated.
'use strict';

const {ENTRY_START, registryEntries} = require('../routeRegistry.cjs');

/** Blanks every entry's module path; throws when an entry, or the whole registry, has another shape. */
function blankRegistryModulePaths(source) {
  const {lines, entries} = registryEntries(source);
  if (lines === 0 || entries.length !== lines) {
    throw new Error(
      `lean-bundles: the route registry (.docusaurus/registry.js) no longer has the shape registryLoader.cjs expects ` +
        `(${lines} entries, ${entries.length} of the form [loader, "module path", require.resolveWeak(...)]). ` +
        'Re-check how @docusaurus/core generates and reads the registry, then update or remove the loader (UPGRADING.md, lean-bundles).',
    );
  }
  const blanked = new Map(
    entries.map(({line, modulePath}) => [
      line,
      line.replace(`), ${JSON.stringify(modulePath)}, require.resolveWeak(`, '), "", require.resolveWeak('),
    ]),
  );
  return source.replace(ENTRY_START, (line) => blanked.get(line) ?? line);
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
