// The route registry @docusaurus/core 3.8.1 generates (.docusaurus/registry.js, written by
// lib/server/codegen/codegenRoutes.js): one line per chunk,
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<path>"), "<path>", require.resolveWeak("<path>")],
// Two plugins read it: lean-bundles/registryLoader.cjs blanks the module paths in the client
// bundle, ssg-render-cache/renderCache.cjs maps the modules a page rendered to their chunks. Both
// rely on this one description of a line, so a change of the generator shows in both at once.
'use strict';

/** A line that starts a registry entry, whatever follows the loader's `import(`. */
const ENTRY_START = /^ {2}"[^"]+": \[\(\) => import\(.*$/gm;
/** A whole entry of the expected shape: chunk name (twice) and module path (three times). */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\]/;

/**
 * The registry's entries of the expected shape, and how many lines start an entry at all (more
 * lines than entries: some have another shape).
 * @param {string} source
 * @returns {{lines: number, entries: {line: string, chunk: string, modulePath: string}[]}}
 */
function registryEntries(source) {
  const lines = source.match(ENTRY_START) ?? [];
  const entries = lines.flatMap((line) => {
    const match = ENTRY.exec(line);
    return match ? [{line, chunk: match[1], modulePath: match[2]}] : [];
  });
  return {lines: lines.length, entries};
}

module.exports = {ENTRY_START, registryEntries};
