// Build-time slimming of Docusaurus's generated route registry (.docusaurus/registry.js) in the
// client bundle. Each entry is [loader, module path, weak module id]; the module path only serves
// react-loadable's server-side Capture (which records the modules a page rendered), so the client
// bundle does not need it. Blanking it takes about 4 KB gzip (28 KB raw) off the main bundle. The
// server bundle keeps the registry as generated.
'use strict';

const ENTRY = /\), "([^"]+)", require\.resolveWeak\("\1"\)\]/g;

function blankRegistryModulePaths(source) {
  return source.replace(ENTRY, '), "", require.resolveWeak("$1")]');
}

module.exports = function registryLoader(source) {
  const slim = blankRegistryModulePaths(source);
  if (
    slim === source &&
    /require\.resolveWeak\("[^"]+"\)/.test(source) &&
    !/\), "", require\.resolveWeak/.test(source)
  ) {
    this.emitWarning(
      new Error(
        'lean-bundles: the route registry no longer has the shape this loader expects; it was left as generated.',
      ),
    );
  }
  return slim;
};
module.exports.blankRegistryModulePaths = blankRegistryModulePaths;
