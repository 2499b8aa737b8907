// The search engine's Web Worker: opens the sharded index when asked, answers searches, and never
// holds the page's main thread. Messages are described by ./workerProtocol.ts.
import {ShardedEngine, fetchLoader} from './shardedEngine';
import {responseOf, type SearchResponse} from './engine';
import type {ToWorker, FromWorker} from './workerProtocol';

let engine: Promise<ShardedEngine> | null = null;
/** The newest search that supersedes older ones, and a promise settled once it has answered. */
let newest: {id: number; answered: Promise<void>} | null = null;
const post = (message: FromWorker) => (self as unknown as Worker).postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'open') {
    const {manifest, core, lengths, origin} = message;
    engine ??= ShardedEngine.fromCore({manifest, core, lengths}, origin, fetchLoader());
    engine.then(
      () => post({type: 'ready'}),
      (error: unknown) => {
        engine = null; // the next open tries again
        post({type: 'failed', message: messageOf(error)});
      },
    );
    return;
  }
  const {id, requests, latest} = message;
  if (!engine) {
    post({type: 'error', id, message: 'search before open'});
    return;
  }
  let markAnswered = () => undefined as void;
  if (latest) newest = {id, answered: new Promise<void>((resolve) => (markAnswered = resolve))};
  const isCurrent = () => !latest || newest?.id === id;
  engine
    .then((e) => Promise.all(requests.map((params) => e.search(params, isCurrent))))
    .then(async (results) => {
      if (results.every((r): r is SearchResponse => r !== null)) {
        post({type: 'results', id, results});
        return;
      }
      // Superseded: answer with nothing, after the newer search. The modal keeps the newer answer
      // and drops an older one that arrives after it.
      await newest?.answered;
      post({
        type: 'results',
        id,
        results: requests.map((params) => responseOf([], 0, params.query ?? '', params, Date.now())),
      });
    })
    .catch((error: unknown) => post({type: 'error', id, message: messageOf(error)}))
    .finally(markAnswered);
});
