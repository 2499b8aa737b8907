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

/** Algolia's optionalFilters: the same syntax; a `<score=N>` suffix is accepted and ignored. */
export type OptionalFilters = FacetFilters;

/** Whether a record matches any of the optional filters (then it ranks ahead of those that match none). */
export function matchesOptionalFilters(
  facets: Readonly<Record<string, string>>,
  filters: OptionalFilters | undefined,
): boolean {
  return facetFilterList(filters)
    .flat()
    .some((f) => matchesOne(f.replace(/<score=\d+>$/, ''), facets));
}

export function matchesFacetFilters(
  facets: Readonly<Record<string, string>>,
  filters: FacetFilters | undefined,
): boolean {
  return facetFilterList(filters).every((item) =>
    typeof item === 'string' ? matchesOne(item, facets) : item.length === 0 || item.some((f) => matchesOne(f, facets)),
  );
}
