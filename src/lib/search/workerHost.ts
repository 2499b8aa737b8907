// The search worker's message handling, apart from the worker's global scope so that tests can drive
// it: opens the sharded index when asked, answers searches, and lets a newer modal search make an
// older one stop early. Messages are described by ./workerProtocol.ts.
import {responseOf, type SearchParams, type SearchResponse} from './engine';
import type {OpenedIndex} from './shardedEngine';
import type {FromWorker, ToWorker} from './workerProtocol';

/** What the worker needs of the engine. */
export interface WorkerEngine {
  search(params: SearchParams, isCurrent: () => boolean): Promise<SearchResponse | null>;
  /** Fetches the rest of the index in the background; whether all of it is now here. */
  fill?(): Promise<boolean>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * How long no search runs before the engine fetches the rest of the index: the reader has stopped
 * typing and looks at the answer, so the fetch competes with no search of theirs.
 */
export const FILL_AFTER_IDLE_MS = 1000;

/**
 * A handler for the messages a worker receives. `open` makes the engine from the index's first files;
 * `post` sends a message back to the page. Once searches have been answered and none ran for
 * FILL_AFTER_IDLE_MS, the engine fetches the rest of the index in the background unless `mayFill`
 * says no (the reader asked to save data).
 */
export function workerHost(
  open: (opened: OpenedIndex, origin: string) => Promise<WorkerEngine>,
  post: (message: FromWorker) => void,
  mayFill: () => boolean = () => true,
): (message: ToWorker) => void {
  let engine: Promise<WorkerEngine> | null = null;
  let running = 0;
  let fillTimer: ReturnType<typeof setTimeout> | undefined;
  let filling = false;
  const fillWhenIdle = (e: WorkerEngine) => {
    clearTimeout(fillTimer);
    if (filling || running > 0 || !e.fill) return;
    fillTimer = setTimeout(() => {
      if (filling || running > 0 || !mayFill()) return;
      filling = true;
      void e.fill!().then((complete) => complete && post({type: 'complete'}));
    }, FILL_AFTER_IDLE_MS);
  };
  /** The newest search that supersedes older ones, and a promise settled once it has answered. */
  let newest: {id: number; answered: Promise<void>} | null = null;

  const superseded = async (id: number, requests: SearchParams[]) => {
    // Answer with nothing, after the newer search. The modal keeps the newer answer and drops an
    // older one that arrives after it.
    await newest?.answered;
    post({
      type: 'results',
      id,
      results: requests.map((params) => responseOf([], 0, params.query ?? '', params, Date.now())),
    });
  };

  return (message) => {
    if (message.type === 'open') {
      const {manifest, core, origin} = message;
      engine ??= open({manifest, core}, origin);
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
    running += 1;
    clearTimeout(fillTimer);
    let markAnswered = () => undefined as void;
    if (latest) newest = {id, answered: new Promise<void>((resolve) => (markAnswered = resolve))};
    const isCurrent = () => !latest || newest?.id === id;
    engine
      // A search that a newer one superseded while the index was opening fetches nothing at all.
      .then((e) => (isCurrent() ? Promise.all(requests.map((params) => e.search(params, isCurrent))) : null))
      .then(async (results) => {
        if (results?.every((r): r is SearchResponse => r !== null)) post({type: 'results', id, results});
        else await superseded(id, requests);
      })
      .catch((error: unknown) => post({type: 'error', id, message: messageOf(error)}))
      .finally(() => {
        markAnswered();
        running -= 1;
        void engine?.then(fillWhenIdle);
      });
  };
}
