// The messages between the search client (./client.ts) and its Web Worker (./search.worker.ts).
import type {SearchParams, SearchResponse} from './engine';

export type ToWorker =
  | {type: 'open'; manifestUrl: string; origin: string}
  | {type: 'search'; id: number; requests: SearchParams[]};

export type FromWorker =
  | {type: 'ready'}
  | {type: 'failed'; message: string}
  | {type: 'results'; id: number; results: SearchResponse[]}
  | {type: 'error'; id: number; message: string};
