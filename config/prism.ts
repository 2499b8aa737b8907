// Code highlighting: a dark editor-style theme in both colour modes, the
// extra languages Prism's default bundle lacks, and the line-highlight markers.
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Background of a highlighted line, drawn over the code block's own background (custom.css). */
export const HIGHLIGHTED_LINE_BACKGROUND = 'rgba(255, 255, 255, 0.08)';

/**
 * VS Code's dark theme, with the token colours that fall below WCAG AA contrast (4.5:1) on its
 * background or on a highlighted line replaced by lighter shades of the same hue.
 */
const AA_COLOURS: Record<string, string> = {
  'rgb(0, 0, 128)': '#9cdcfe', // prolog
  'rgb(106, 153, 85)': '#8fbf7f', // comment
  'rgb(86, 156, 214)': '#6cb0e8', // keyword, builtin, tag
  'rgb(100, 102, 149)': '#a5a8d8', // constant
  '#808080': '#a0a0a0', // punctuation
  'rgb(209, 105, 105)': '#e08c8c', // char
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const colour = entry.style.color;
    return colour && AA_COLOURS[colour] ? {...entry, style: {...entry.style, color: AA_COLOURS[colour]}} : entry;
  }),
};

export const prism = {
  theme: codeTheme,
  darkTheme: codeTheme,
  // The default bundle already covers markup/jsx/tsx/javascript/typescript/go/python/json/c/cpp/
  // objectivec/reason/rust/swift/kotlin; these complete the languages the docs show.
  additionalLanguages: [
    'java',
    'ruby',
    'php',
    'csharp',
    'sql',
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
