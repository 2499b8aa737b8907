// Pure: turns a reader's question into a search query, and search hits into the passages the
// "Ask the docs" panel shows (title, the matching passage as plain text, a link on this site).
import type {Hit} from '../search/engine';

/** Words that carry no topic in a question; they would only narrow an AND search to nothing. */
const STOP_WORDS = new Set(
  (
    'a an the what which who whom whose when where why how is are was were be been being am do does did ' +
    'doing done can could should would will shall may might must i me my we us our you your it its they ' +
    'them their this that these those there here of in on at to for from by with about into onto and or ' +
    'but if then so than as please tell explain show give write want need some any work works'
  ).split(' '),
);

/** The topic words of a question ("How do Signals work?" → "Signals"); the question itself if none. */
export function questionToQuery(question: string): string {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}_.-]*/gu) ?? [];
  const kept = words.map((w) => w.replace(/[.-]+$/, '')).filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  return (kept.length > 0 ? kept : words).join(' ').trim();
}

export interface Passage {
  /** The page title. */
  page: string;
  /** The section heading the passage sits under, when it is not the page itself. */
  section: string | null;
  /** Plain text (never markup): the matching paragraph, cut around the first match. */
  text: string;
  /** A path on this site (with its anchor), for client-side navigation. */
  path: string;
}

/** Longest passage shown, in characters; longer ones are cut at word boundaries around the match. */
export const MAX_PASSAGE_LENGTH = 360;

function excerpt(text: string, terms: readonly string[], max = MAX_PASSAGE_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const lower = clean.toLowerCase();
  const positions = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  let start = Math.max(0, Math.min(first - Math.floor(max / 4), clean.length - max));
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start;
  let end = Math.min(clean.length, start + max);
  if (end < clean.length) end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}

/** A hit's URL as a path on this site; null for anything that points elsewhere. */
export function sitePath(url: string, siteOrigin: string): string | null {
  try {
    const parsed = new URL(url, siteOrigin);
    if (parsed.origin !== new URL(siteOrigin).origin) return null;
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return null;
  }
}

/**
 * The passages to show for a question, best first: hits that carry text (a heading's text may come
 * from a later hit for the same anchor), at most `perPage` from one page, then heading-only hits to
 * fill up when text is scarce. Nothing from the index becomes markup.
 */
export function hitsToPassages(
  hits: readonly Hit[],
  query: string,
  siteOrigin: string,
  {limit = 5, perPage = 2}: {limit?: number; perPage?: number} = {},
): Passage[] {
  const terms = query.split(/\s+/).filter(Boolean);
  // A heading matches first and its paragraph further down: show them as one passage.
  const textOf = new Map<string, string>();
  for (const hit of hits) if (hit.content && !textOf.has(hit.url)) textOf.set(hit.url, hit.content);
  const withText: Passage[] = [];
  const headingsOnly: Passage[] = [];
  const fromPage = new Map<string, number>();
  const seen = new Set<string>();
  for (const hit of hits) {
    const path = sitePath(hit.url, siteOrigin);
    if (!path || seen.has(path)) continue;
    const pageKey = sitePath(hit.url_without_anchor, siteOrigin) ?? path;
    const count = fromPage.get(pageKey) ?? 0;
    if (count >= perPage) continue;
    const levels = [hit.hierarchy.lvl2, hit.hierarchy.lvl3, hit.hierarchy.lvl4, hit.hierarchy.lvl5, hit.hierarchy.lvl6];
    const section = levels.filter((l): l is string => Boolean(l)).pop() ?? null;
    const passage: Passage = {
      page: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? path,
      section,
      text: excerpt(hit.content ?? textOf.get(hit.url) ?? '', terms),
      path,
    };
    seen.add(path);
    fromPage.set(pageKey, count + 1);
    (passage.text ? withText : headingsOnly).push(passage);
  }
  return [...withText, ...headingsOnly].slice(0, limit);
}
