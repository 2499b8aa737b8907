import {describe, expect, it, vi} from 'vitest';
import type {SearchParams, SearchResponse} from '../engine';
import {FILL_AFTER_IDLE_MS, workerHost, type WorkerEngine} from '../workerHost';
import type {FromWorker, ToWorker} from '../workerProtocol';
import type {SearchIndexManifest} from '../../../../plugins/search-index/records';

const manifest = {index: '/i.json', core: '/c.json', pages: 1, records: 1} as SearchIndexManifest;
const open: ToWorker = {
  type: 'open',
  origin: 'https://x',
  manifest,
  core: new ArrayBuffer(0),
};
const answer = (query: string) => ({hits: [{objectID: query}], query}) as unknown as SearchResponse;

/** A fake engine that records the searches it starts and answers each when told. */
function fakeEngine() {
  const started: string[] = [];
  const waiting = new Map<string, () => void>();
  const engine: WorkerEngine = {
    search: async (params: SearchParams, isCurrent) => {
      started.push(params.query!);
      await new Promise<void>((resolve) => waiting.set(params.query!, resolve));
      return isCurrent() ? answer(params.query!) : null;
    },
  };
  return {engine, started, finish: (query: string) => waiting.get(query)?.()};
}

/** A host whose index opens when `ready()` is called; the messages it posts, in order. */
function host() {
  const posted: FromWorker[] = [];
  const fake = fakeEngine();
  let ready = () => undefined as void;
  const opened = new Promise<WorkerEngine>((resolve) => (ready = () => resolve(fake.engine)));
  const handle = workerHost(
    () => opened,
    (m) => posted.push(m),
  );
  return {handle, posted, fake, ready};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const search = (id: number, query: string, latest = true): ToWorker => ({
  type: 'search',
  id,
  requests: [{query}],
  latest,
});

describe('the search worker host', () => {
  it('answers a search before open with an error', () => {
    const {handle, posted} = host();
    handle(search(0, 'signal'));
    expect(posted).toEqual([{type: 'error', id: 0, message: 'search before open'}]);
  });

  it('runs only the newest of the modal searches that arrived while the index was opening', async () => {
    const {handle, posted, fake, ready} = host();
    handle(open);
    for (const [id, query] of ['s', 'si', 'sig'].entries()) handle(search(id, query));
    ready();
    await settle();
    // The superseded searches fetched nothing: the engine never saw them.
    expect(fake.started).toEqual(['sig']);
    fake.finish('sig');
    await settle();
    expect(posted[0]).toEqual({type: 'ready'});
    const results = posted.slice(1) as Extract<FromWorker, {type: 'results'}>[];
    // The newest answers first, the older ones after it and empty.
    expect(results.map((m) => m.id)).toEqual([2, 0, 1]);
    expect(results[0]!.results[0]!.hits).toHaveLength(1);
    expect(results.slice(1).every((m) => m.results[0]!.hits.length === 0)).toBe(true);
  });

  it('answers every search of a list (the search page) in full, even when a newer one arrives', async () => {
    const {handle, posted, fake, ready} = host();
    handle(open);
    ready();
    await settle();
    handle(search(0, 'retry', false));
    handle(search(1, 'retry policy', false));
    await settle();
    expect(fake.started).toEqual(['retry', 'retry policy']);
    fake.finish('retry policy');
    fake.finish('retry');
    await settle();
    const results = posted.filter((m) => m.type === 'results') as Extract<FromWorker, {type: 'results'}>[];
    expect(results.map((m) => [m.id, m.results[0]!.hits.length])).toEqual([
      [1, 1],
      [0, 1],
    ]);
  });

  it('reports an index that fails to open, and opens again when asked', async () => {
    const posted: FromWorker[] = [];
    let attempts = 0;
    const handle = workerHost(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('HTTP 404');
        return fakeEngine().engine;
      },
      (m) => posted.push(m),
    );
    handle(open);
    await settle();
    handle(open);
    await settle();
    expect(posted).toEqual([{type: 'failed', message: 'HTTP 404'}, {type: 'ready'}]);
  });

  it('fetches the rest of the index once, when no search has run for a while, and says when all of it is here', async () => {
    vi.useFakeTimers();
    try {
      for (const mayFill of [true, false]) {
        const posted: FromWorker[] = [];
        const fake = fakeEngine();
        let fills = 0;
        fake.engine.fill = async () => {
          fills += 1;
          return true;
        };
        const handle = workerHost(
          async () => fake.engine,
          (m) => posted.push(m),
          () => mayFill,
        );
        handle(open);
        await vi.advanceTimersByTimeAsync(0);
        handle(search(0, 'signal'));
        await vi.advanceTimersByTimeAsync(FILL_AFTER_IDLE_MS * 2);
        expect(fills).toBe(0); // nothing while a search runs
        fake.finish('signal');
        await vi.advanceTimersByTimeAsync(FILL_AFTER_IDLE_MS / 2);
        handle(search(1, 'retry')); // the reader types on: the wait starts again after this answer
        await vi.advanceTimersByTimeAsync(0);
        fake.finish('retry');
        await vi.advanceTimersByTimeAsync(FILL_AFTER_IDLE_MS / 2 + 1);
        expect(fills).toBe(0);
        await vi.advanceTimersByTimeAsync(FILL_AFTER_IDLE_MS);
        handle(search(2, 'schedule'));
        await vi.advanceTimersByTimeAsync(0);
        fake.finish('schedule');
        await vi.advanceTimersByTimeAsync(FILL_AFTER_IDLE_MS * 2);
        expect(fills).toBe(mayFill ? 1 : 0);
        expect(posted.map((m) => m.type)).toEqual(
          mayFill ? ['ready', 'results', 'results', 'complete', 'results'] : ['ready', 'results', 'results', 'results'],
        );
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
