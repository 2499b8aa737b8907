// The messages between the search client (./client.ts) and its Web Worker (./search.worker.ts).
import type {SearchParams, SearchResponse} from './engine';
import type {SearchIndexManifest} from '../../../plugins/search-index/records';

export type ToWorker =
  /** The client fetches the manifest and the core while the worker's script loads. */
  | {type: 'open'; origin: string; manifest: SearchIndexManifest; core: ArrayBuffer}
  /**
   * `latest`: a newer search with `latest` makes this one useless (the modal shows only the answer
   * to what is typed now), so it may stop early; it still answers, after the newer one.
   */
  | {type: 'search'; id: number; requests: SearchParams[]; latest: boolean};

export type FromWorker =
  | {type: 'ready'}
  /** The whole index is in the worker: later searches fetch nothing. */
  | {type: 'complete'}
  | {type: 'failed'; message: string}
  | {type: 'results'; id: number; results: SearchResponse[]}
  | {type: 'error'; id: number; message: string};
