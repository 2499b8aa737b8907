// @ts-check
// The one definition of the order of the llms exports: the top-level sections of the main docs
// collection (the first segment of a doc id), which come first and in this order in llms.txt and
// llms-full.txt; every other section follows. A plain JavaScript module, so that the exporter
// (plugins/llms-export/options.ts) and the check of its output (scripts/lib/llms-exports.mjs, run
// by Node without a TypeScript loader) read the same list.

/** @type {readonly string[]} */
export const EXPORT_SECTION_ORDER = Object.freeze([
  'quickstarts',
  'evaluate',
  'develop',
  'production-deployment',
  'cli',
  'references',
  'troubleshooting',
  'encyclopedia',
  'security',
  'web-ui',
  'glossary',
]);
