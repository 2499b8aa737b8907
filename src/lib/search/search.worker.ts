// The search engine's Web Worker: it never holds the page's main thread. The messages are handled by
// ./workerHost.ts and described by ./workerProtocol.ts.
import {ShardedEngine, fetchLoader} from './shardedEngine';
import {workerHost} from './workerHost';
import type {ToWorker} from './workerProtocol';

const handle = workerHost(
  async (opened, origin) => ShardedEngine.fromCore(opened, origin, fetchLoader()),
  (message) => (self as unknown as Worker).postMessage(message),
  // Chromium's Network Information API: a reader who asked to save data fetches fragments only.
  () => !(navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData,
);
self.addEventListener('message', (event: MessageEvent<ToWorker>) => handle(event.data));
