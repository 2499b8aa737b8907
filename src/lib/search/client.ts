// A search client with Algolia's `search` contract, answered from the embedded index. DocSearch's
// modal calls search({requests}) and the search page's helper calls search([{indexName, params}]);
// both get {results} in request order. The sharded index (plugins/search-index/shardFormat.ts) is
// opened on first use (or on warm()) only, and each search fetches just the files it needs.
import type {SearchParams, SearchResponse} from './engine';
import type {SearchIndexManifest} from '../../../plugins/search-index/records';
import type {ShardedEngine} from './shardedEngine';
import type {FromWorker, ToWorker} from './workerProtocol';

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

/**
 * Where the index stands: `loading` from the first fetch, `ready` once the engine has the index's core
 * (dictionary and statistics) and can answer, `failed` when it could not load; `complete` later, once
 * the worker holds the whole index (it fetches the rest after its first answer) and searches fetch
 * nothing more.
 */
export type IndexStatus = 'loading' | 'ready' | 'failed' | 'complete';

/** Where the engine runs: a Web Worker in the browser, the calling thread elsewhere. */
interface Backend {
  open(): Promise<void>;
  /** `latest`: a newer search with `latest` supersedes this one (see workerProtocol.ts). */
  search(requests: SearchParams[], latest: boolean): Promise<SearchResponse[]>;
}

function mainThreadBackend(manifestUrl: string, origin: string, fetcher?: typeof fetch): Backend {
  let engine: ShardedEngine | null = null;
  return {
    async open() {
      // The engine loads when search is first used, not with every page.
      const {ShardedEngine: Engine, fetchLoader} = await import('./shardedEngine');
      engine = await Engine.open(manifestUrl, origin, fetchLoader(fetcher));
    },
    search: (requests) => Promise.all(requests.map((params) => engine!.search(params))),
  };
}

/** Fetches a file of the index, failing on an HTTP error. */
async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

function workerBackend(manifestUrl: string, origin: string, onComplete: () => void): Backend {
  let worker: Worker | null = null;
  let opening: {resolve: () => void; reject: (error: Error) => void} | null = null;
  const pending = new Map<number, {resolve: (r: SearchResponse[]) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  const fail = (error: Error) => {
    opening?.reject(error);
    opening = null;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const start = () => {
    const created = new Worker(new URL('./search.worker.ts', import.meta.url), {type: 'module'});
    created.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'complete') {
        onComplete();
        return;
      }
      if (message.type === 'ready') opening?.resolve();
      else if (message.type === 'failed') opening?.reject(new Error(message.message));
      else {
        const request = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === 'results') request?.resolve(message.results);
        else request?.reject(new Error(message.message));
        return;
      }
      opening = null;
    });
    created.addEventListener('error', (event) => {
      worker = null; // a new worker next time
      created.terminate();
      fail(new Error(`search worker: ${event.message || 'failed to start'}`));
    });
    return created;
  };
  const send = (message: ToWorker) => {
    worker ??= start();
    worker.postMessage(message);
  };
  return {
    async open() {
      // The worker's script loads while the index's core is fetched here (network only: the
      // worker parses them).
      worker ??= start();
      const manifest = (await (await fetchOk(manifestUrl, {cache: 'no-cache'})).json()) as SearchIndexManifest;
      const core = await (await fetchOk(manifest.core)).arrayBuffer();
      return new Promise<void>((resolve, reject) => {
        opening = {resolve, reject};
        const message: ToWorker = {type: 'open', origin, manifest, core};
        worker ??= start();
        worker.postMessage(message, [core]);
      });
    },
    search: (requests, latest) =>
      new Promise<SearchResponse[]>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, {resolve, reject});
        send({type: 'search', id, requests, latest});
      }),
  };
}

/**
 * The local search client. Without a `fetcher` in a browser, the engine runs in a Web Worker and
 * fetches the index there; with one (tests, Node) or without Worker, it runs on the calling thread.
 */
export function createLocalSearchClient(
  manifestUrl: string,
  origin: string,
  fetcher?: typeof fetch,
  onStatus: (status: IndexStatus) => void = () => undefined,
): LocalSearchClient {
  const backend =
    fetcher === undefined && typeof Worker !== 'undefined'
      ? workerBackend(manifestUrl, origin, () => onStatus('complete'))
      : mainThreadBackend(manifestUrl, origin, fetcher);
  let opened: Promise<void> | null = null;
  const load = () => {
    opened ??= (async () => {
      onStatus('loading');
      await backend.open();
      onStatus('ready');
    })().catch((error: unknown) => {
      opened = null; // let the next search try again
      onStatus('failed');
      throw new IndexUnavailableError(error);
    });
    return opened;
  };
  return {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'local', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    warm: () => load().catch(() => undefined),
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      await load();
      try {
        // DocSearch's modal sends {requests} and shows only the answer to what is typed now; the
        // search page and Ask AI send a list, and each of their searches is answered in full.
        return {results: await backend.search(requests.map(paramsOf), !Array.isArray(input))};
      } catch (error) {
        throw new IndexUnavailableError(error);
      }
    },
  };
}
