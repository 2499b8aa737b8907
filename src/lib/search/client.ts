// A search client with Algolia's `search` contract, answered from the embedded index. DocSearch's
// modal calls search({requests}) and the search page's helper calls search([{indexName, params}]);
// both get {results} in request order. The index is fetched on first use (or on warm()) only.
import type {SearchIndexFile, SearchIndexManifest} from '../../../plugins/search-index/records';
import type {SearchEngine, SearchParams, SearchResponse} from './engine';

type Request = {indexName?: string; params?: SearchParams | string} & SearchParams;

function paramsOf(request: Request): SearchParams {
  if (typeof request.params === 'string') {
    const parsed = Object.fromEntries(new URLSearchParams(request.params));
    return Object.fromEntries(
      Object.entries(parsed).map(([k, v]) => [k, /^[[{]/.test(v) || /^\d+$/.test(v) ? JSON.parse(v) : v]),
    );
  }
  return {...request, ...(request.params ?? {})};
}

export class IndexUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded.', {cause});
    // DocSearch shows its "Unable to fetch results" screen for this error name.
    this.name = 'RetryError';
  }
}

export interface LocalSearchClient {
  search(requests: Request[] | {requests: Request[]}): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add: () => void}};
  appId: string;
  warm(): Promise<unknown>;
  clearCache(): Promise<void>;
}

/** Where the index stands: `loading` from the first fetch, `ready` once built, `failed` when it could not load. */
export type IndexStatus = 'loading' | 'ready' | 'failed';

export function createLocalSearchClient(
  manifestUrl: string,
  origin: string,
  fetcher: typeof fetch = (...a) => fetch(...a),
  onStatus: (status: IndexStatus) => void = () => undefined,
): LocalSearchClient {
  let engine: Promise<SearchEngine> | null = null;
  const load = () => {
    engine ??= (async () => {
      onStatus('loading');
      const manifestResponse = await fetcher(manifestUrl, {cache: 'no-cache'});
      if (!manifestResponse.ok) throw new Error(`${manifestUrl}: HTTP ${manifestResponse.status}`);
      const manifest = (await manifestResponse.json()) as SearchIndexManifest;
      const indexResponse = await fetcher(manifest.index);
      if (!indexResponse.ok) throw new Error(`${manifest.index}: HTTP ${indexResponse.status}`);
      // The engine (and MiniSearch) load with the index, not with every page.
      const [{SearchEngine: Engine}, index] = await Promise.all([import('./engine'), indexResponse.json()]);
      // Indexing runs in short slices so the modal stays responsive while it builds.
      const built = await Engine.build(index as SearchIndexFile, origin);
      onStatus('ready');
      return built;
    })().catch((error: unknown) => {
      engine = null; // let the next search try again
      onStatus('failed');
      throw new IndexUnavailableError(error);
    });
    return engine;
  };
  return {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'local', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    warm: () => load().catch(() => undefined),
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const searchEngine = await load();
      return {results: requests.map((r) => searchEngine.search(paramsOf(r)))};
    },
  };
}
