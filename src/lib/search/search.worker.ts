// The search engine's Web Worker: opens the sharded index when asked, answers searches, and never
// holds the page's main thread. Messages are described by ./workerProtocol.ts.
import {ShardedEngine, fetchLoader} from './shardedEngine';
import type {ToWorker, FromWorker} from './workerProtocol';

let engine: Promise<ShardedEngine> | null = null;
const post = (message: FromWorker) => (self as unknown as Worker).postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'open') {
    engine ??= ShardedEngine.open(message.manifestUrl, message.origin, fetchLoader());
    engine.then(
      () => post({type: 'ready'}),
      (error: unknown) => {
        engine = null; // the next open tries again
        post({type: 'failed', message: messageOf(error)});
      },
    );
    return;
  }
  const {id, requests} = message;
  if (!engine) {
    post({type: 'error', id, message: 'search before open'});
    return;
  }
  engine
    .then((e) => Promise.all(requests.map((params) => e.search(params))))
    .then(
      (results) => post({type: 'results', id, results}),
      (error: unknown) => post({type: 'error', id, message: messageOf(error)}),
    );
});
