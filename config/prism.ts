// Code highlighting (SPEC.md §1, §2.6, §9): a dark editor-style theme in both colour modes, the
// extra languages Prism's default bundle lacks, and the line-highlight markers.
import {themes} from 'prism-react-renderer';

export const prism = {
  theme: themes.vsDark,
  darkTheme: themes.vsDark,
  // The default bundle already covers markup/jsx/tsx/javascript/typescript/go/python/json/c/cpp/
  // objectivec/reason/rust/swift/kotlin/sql; these complete SPEC.md's list and the SDK languages.
  additionalLanguages: [
    'java',
    'ruby',
    'php',
    'csharp',
    'bash',
    'yaml',
    'toml',
    'hcl',
    'diff',
    'jsdoc',
    'flow',
    'protobuf',
    'ini',
    'docker',
  ],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
  ],
};
