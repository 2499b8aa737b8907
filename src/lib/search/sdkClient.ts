// A search client (the embedded index's or Algolia's) that adds the SDK filter and ranking
// (./sdkFilter.ts) to every request the DocSearch modal sends. The wrapper inherits everything
// else from the client it wraps.
import type {Sdk} from '../sdkChoice';
import type {FacetFilters} from './facets';
import {sdkSearchFilters, withSdkFilters} from './sdkFilter';

type Request = {query?: string; facetFilters?: FacetFilters; params?: unknown};
interface Searchable {
  search(input: Request[] | {requests: Request[]}): Promise<unknown>;
}

export function withSdkSearch<C extends object>(client: C, filter: () => Sdk | null, chosen: () => Sdk | null): C {
  const {search} = client as unknown as Searchable;
  const wrapped = Object.create(client) as C & Searchable;
  wrapped.search = (input) => {
    const add = (request: Request) => withSdkFilters(request, (query) => sdkSearchFilters(filter(), chosen(), query));
    return search.call(client, Array.isArray(input) ? input.map(add) : {...input, requests: input.requests.map(add)});
  };
  return wrapped;
}
