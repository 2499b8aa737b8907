// Empties theme-classic 3.8.1's prism-include-languages client module (lib/prism-include-
// languages.js). It imports Prism and registers the additional languages at startup, which puts
// Prism into the main bundle of every page. src/lib/highlighter/Highlighted.tsx does the same
// registration in the highlighter's own chunk, which loads after the page is interactive.
'use strict';

const {replaceOnce} = require('../replaceOnce.cjs');

const UPSTREAM =
  /import \{ Prism \} from 'prism-react-renderer';\s*import prismIncludeLanguages from '@theme\/prism-include-languages';\s*prismIncludeLanguages\(Prism\);/;
const REPLACEMENT =
  '// Emptied by plugins/lazy-code-highlighting: languages are registered in src/lib/highlighter/Highlighted.tsx.\nexport {};\n';

function emptyPrismClientModule(source) {
  return replaceOnce(source, UPSTREAM, REPLACEMENT, {
    plugin: 'lazy-code-highlighting',
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    what: 'the startup registration of Prism languages',
    hint: 'check what the module now does at startup, then update or remove the plugin and src/lib/highlighter.',
  });
}

module.exports = function lazyCodeHighlightingLoader(source) {
  return emptyPrismClientModule(source);
};
module.exports.emptyPrismClientModule = emptyPrismClientModule;
