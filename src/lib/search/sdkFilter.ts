// Pure: the search's SDK filter and ranking, the same on the embedded index and on Algolia.
// - A reader who picks an SDK in the filter (the modal's or /search's "SDK" control) gets only that
//   SDK's guide pages: facetFilters [["sdk:<sdk>"]].
// - Otherwise, when the reader has an SDK (src/lib/sdkChoice) and the query names no other
//   language, that SDK's pages rank first: optionalFilters ["sdk:<sdk>"].
import {sdkNamedIn, type Sdk} from '../sdkChoice';
import {facetFilterList, type FacetFilters} from './facets';

/** The records' attribute that holds the SDK (plugins/search-index). */
export const SDK_FACET = 'sdk';

export interface SdkSearchFilters {
  facetFilters?: string[][];
  optionalFilters?: string[];
}

export function sdkSearchFilters(filter: Sdk | null, chosen: Sdk | null, query: string): SdkSearchFilters {
  if (filter) return {facetFilters: [[`${SDK_FACET}:${filter}`]]};
  const named = sdkNamedIn(query);
  if (chosen && (!named || named === chosen)) return {optionalFilters: [`${SDK_FACET}:${chosen}`]};
  return {};
}

/** `facetFilters` with the SDK's filter added (the outer list is AND). */
export function mergeFacetFilters(base: FacetFilters | undefined, extra: SdkSearchFilters): FacetFilters | undefined {
  if (!extra.facetFilters) return base;
  return [...facetFilterList(base), ...extra.facetFilters];
}

/** A search request (flat, as DocSearch sends it, or with a `params` object) with the SDK filters added. */
export function withSdkFilters<R extends {query?: string; facetFilters?: FacetFilters; params?: unknown}>(
  request: R,
  filters: (query: string) => SdkSearchFilters,
): R {
  const nested = typeof request.params === 'object' && request.params !== null;
  const params = (nested ? request.params : request) as {query?: string; facetFilters?: FacetFilters};
  const extra = filters(params.query ?? request.query ?? '');
  const facetFilters = mergeFacetFilters(params.facetFilters, extra);
  const added = {
    ...(facetFilters !== undefined ? {facetFilters} : {}),
    ...(extra.optionalFilters ? {optionalFilters: extra.optionalFilters} : {}),
  };
  return nested ? {...request, params: {...params, ...added}} : {...request, ...added};
}
