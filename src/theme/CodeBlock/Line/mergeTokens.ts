// Fewer elements per highlighted line: Prism gives every token its own <span>, styled or not, and
// on a long guide those spans are most of the page (2,255 of the 2,857 elements of
// /develop/java/testing-suite). The text looks the same with:
// - a token the Prism theme gives no style (plain text, punctuation the theme leaves alone, …)
//   written as bare text in the line, which already carries the theme's plain colour;
// - neighbouring tokens that get the same style written as one span.
// The site's CSS never selects Prism's token classes, so only the inline style matters for how
// a token looks. Fewer elements mean less style and layout work while a long page loads.
import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';

/** The style Prism gives `token` in the current theme (getTokenProps' `style`). */
export type StyleOf = (token: Token) => CSSProperties | undefined;

/** True when `style` sets nothing: the token renders as bare text (src/theme/CodeBlock/Line/Token). */
export function isUnstyled(style: CSSProperties | undefined): boolean {
  return style === undefined || Object.keys(style).length === 0;
}

/**
 * `line` with unstyled tokens merged into plain-text tokens and neighbours of the same style into
 * one token (its types those of the first), dropping empty ones. A lone token (an empty line's
 * inline-block placeholder among them) is kept as it is.
 */
export function mergeTokens(line: readonly Token[], styleOf: StyleOf): Token[] {
  if (line.length < 2) return [...line];
  const merged: Token[] = [];
  let lastKey: string | null = null;
  for (const token of line) {
    if (token.empty) {
      merged.push(token);
      lastKey = null;
      continue;
    }
    if (token.content === '') continue;
    const style = styleOf(token);
    const key = isUnstyled(style) ? '' : JSON.stringify(style);
    const last = merged[merged.length - 1];
    if (last !== undefined && key === lastKey) {
      merged[merged.length - 1] = {...last, content: last.content + token.content};
    } else {
      merged.push(key === '' ? {types: ['plain'], content: token.content} : token);
      lastKey = key;
    }
  }
  return merged;
}
