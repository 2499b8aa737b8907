// Pure: what the engine searches for, given what the reader typed. Independent of the engine, so any
// engine (or a worker in front of it) calls `rewriteQuery` first.
// - An SDK named in the query (`dotnet client hangs`, `golang signal`) is taken out of the text and
//   becomes a ranking preference for that SDK's guide pages (optionalFilters on the `sdk` facet):
//   the guide's pages rarely repeat the language's name, so searching for the word finds other pages.
// - Pasted error text is normalised: quotes, brackets and punctuation go, and the ways people write a
//   time-out (`timed out`, `time out`) become the docs' word (`timeout`).
// Nothing is dropped when it would leave the query empty.
import {sdkOfWord} from '../sdkChoice';
import {SDK_FACET} from './sdkFilter';
import type {OptionalFilters} from './facets';

export interface RewrittenQuery {
  /** The text to search. */
  query: string;
  /** The records to rank first: the SDK the query names, else the caller's. */
  optionalFilters?: OptionalFilters;
}

/**
 * The weights a query that names an SDK gives to that SDK's pages and to pages of no SDK (concepts,
 * references); other SDKs' pages keep 1. The reader asked for that language: its guide comes
 * first, then the general pages, and another SDK's page only when nothing else matches.
 */
export const NAMED_SDK_WEIGHTS = [20, 4] as const;

/** Phrases written several ways, mapped to the spelling the docs use. */
const PHRASES: ReadonlyArray<[RegExp, string]> = [[/\btim(?:ed|es|e|ing)[\s-]+out\b/g, 'timeout']];

/** Splits text into words the way readers type them: `.net` and `c#` stay whole, other punctuation goes. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/["'`“”‘’()[\]{}<>,;:!?=|]/g, ' ')
    .split(/\s+/)
    .map((w) => (w === '.net' || w === 'c#' ? w : w.replace(/^[.#/*-]+|[.#/*-]+$/g, '')))
    .filter(Boolean);
}

/** Drops the words `drop` selects, unless that would leave nothing. */
function without(list: string[], drop: (word: string) => boolean): string[] {
  const kept = list.filter((w) => !drop(w));
  return kept.length > 0 ? kept : list;
}

export function rewriteQuery(query: string, optionalFilters?: OptionalFilters): RewrittenQuery {
  let text = words(query).join(' ');
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  let list = text.split(' ').filter(Boolean);
  const sdk = list.map(sdkOfWord).find((s) => s !== null) ?? null;
  if (sdk) list = without(list, (w) => sdkOfWord(w) !== null || w === 'sdk');
  const rewritten = list.join(' ');
  if (sdk) {
    const [named, neutral] = NAMED_SDK_WEIGHTS;
    return {
      query: rewritten,
      optionalFilters: [`${SDK_FACET}:${sdk}<score=${named}>`, `${SDK_FACET}:<score=${neutral}>`],
    };
  }
  return optionalFilters === undefined ? {query: rewritten} : {query: rewritten, optionalFilters};
}
