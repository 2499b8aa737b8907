// Pure: Algolia facetFilters semantics — the outer list is AND, an inner list is OR, a leading
// "-" negates. Values look like "language:en" or "docusaurus_tag:docs-default-current".

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** The filters as a list (Algolia also accepts one filter as a string). */
export function facetFilterList(filters: FacetFilters | undefined): ReadonlyArray<string | ReadonlyArray<string>> {
  if (filters === undefined) return [];
  return typeof filters === 'string' ? [filters] : filters;
}

function matchesOne(filter: string, facets: Readonly<Record<string, string>>): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const i = body.indexOf(':');
  const matches = i > 0 && facets[body.slice(0, i)] === body.slice(i + 1);
  return negated ? !matches : matches;
}

/** Algolia's optionalFilters: the same syntax, with an optional `<score=N>` suffix. */
export type OptionalFilters = FacetFilters;

const SCORE = /<score=(\d+(?:\.\d+)?)>$/;

/**
 * How much the optional filters lift a record: the highest weight among the filters it matches —
 * a filter's `<score=N>`, or `weight` when it has none — and 1 when it matches none.
 */
export function optionalFilterWeight(
  facets: Readonly<Record<string, string>>,
  filters: OptionalFilters | undefined,
  weight: number,
): number {
  let best = 1;
  for (const f of facetFilterList(filters).flat()) {
    const score = SCORE.exec(f);
    if (matchesOne(f.replace(SCORE, ''), facets)) best = Math.max(best, score ? Number(score[1]) : weight);
  }
  return best;
}

export function matchesFacetFilters(
  facets: Readonly<Record<string, string>>,
  filters: FacetFilters | undefined,
): boolean {
  return facetFilterList(filters).every((item) =>
    typeof item === 'string' ? matchesOne(item, facets) : item.length === 0 || item.some((f) => matchesOne(f, facets)),
  );
}
