// Pure: Algolia-style highlighting and snippeting on plain text. Text is HTML-escaped first and
// only then wrapped in the highlight tags, so nothing from the index or the query becomes markup.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

/** Word tokens with their character ranges. */
function words(text: string): Array<{start: number; end: number; word: string}> {
  return [...text.matchAll(/[\p{L}\p{N}_]+/gu)].map((m) => ({
    start: m.index!,
    end: m.index! + m[0].length,
    word: m[0].toLowerCase(),
  }));
}

/** Whether a word of the text matches one of the matched index terms (the term is a prefix of it). */
function isMatch(word: string, terms: readonly string[]): boolean {
  return terms.some((t) => word.startsWith(t));
}

export function highlight(
  text: string,
  terms: readonly string[],
  tags: HighlightTags,
): {value: string; matchLevel: MatchLevel; matchedWords: string[]} {
  let out = '';
  let last = 0;
  const matched = new Set<string>();
  for (const w of words(text)) {
    if (!isMatch(w.word, terms)) continue;
    matched.add(terms.find((t) => w.word.startsWith(t))!);
    out += escapeHtml(text.slice(last, w.start)) + tags.pre + escapeHtml(text.slice(w.start, w.end)) + tags.post;
    last = w.end;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel: MatchLevel = matched.size === 0 ? 'none' : matched.size >= terms.length ? 'full' : 'partial';
  return {value: out, matchLevel, matchedWords: [...matched]};
}

/** About `size` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  terms: readonly string[],
  size: number,
  tags: HighlightTags,
  ellipsis = '…',
): {value: string; matchLevel: MatchLevel} {
  const ws = words(text);
  if (ws.length <= size) {
    const {value, matchLevel} = highlight(text, terms, tags);
    return {value, matchLevel};
  }
  const first = Math.max(
    0,
    ws.findIndex((w) => isMatch(w.word, terms)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), ws.length - size));
  const end = Math.min(ws.length, start + size);
  const from = start === 0 ? 0 : ws[start]!.start;
  const to = end === ws.length ? text.length : ws[end - 1]!.end;
  const {value, matchLevel} = highlight(text.slice(from, to), terms, tags);
  return {value: `${start > 0 ? ellipsis : ''}${value}${end < ws.length ? ellipsis : ''}`, matchLevel};
}
