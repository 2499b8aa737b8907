import {describe, expect, it} from 'vitest';
import {createDraftStore, DRAFT_MAX_AGE_MS, DRAFTS_KEY, MAX_DRAFTS} from '../drafts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const typed = {rating: 'not-helpful' as const, message: 'The Go tab is empty', email: 'me@example.com'};

describe('draft store', () => {
  it('keeps a draft per page until it is discarded', () => {
    const storage = memoryStorage();
    let clock = 1000;
    const store = createDraftStore(storage, () => clock);
    store.save('/workflows', typed);
    clock = 2000;
    // A new store, as after a reload, reads the same draft.
    const reloaded = createDraftStore(storage, () => clock);
    expect(reloaded.load('/workflows')).toEqual({...typed, savedAt: 1000});
    expect(reloaded.load('/activities')).toBeNull();
    reloaded.discard('/workflows');
    expect(reloaded.load('/workflows')).toBeNull();
    expect(storage.data.has(DRAFTS_KEY)).toBe(false);
  });

  it('forgets a draft whose fields were all cleared', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save('/a', typed);
    store.save('/a', {rating: null, message: '', email: ''});
    expect(store.load('/a')).toBeNull();
  });

  it('keeps the most recent drafts only, and drops old ones', () => {
    const storage = memoryStorage();
    let clock = 0;
    const store = createDraftStore(storage, () => clock);
    for (let i = 0; i < MAX_DRAFTS + 3; i++) {
      clock = i + 1;
      store.save(`/p${i}`, typed);
    }
    expect(store.load('/p0')).toBeNull();
    expect(store.load(`/p${MAX_DRAFTS + 2}`)).not.toBeNull();
    expect(Object.keys(JSON.parse(storage.data.get(DRAFTS_KEY)!))).toHaveLength(MAX_DRAFTS);
    clock += DRAFT_MAX_AGE_MS + 100;
    expect(store.load(`/p${MAX_DRAFTS + 2}`)).toBeNull();
  });

  it('survives corrupt, foreign or unavailable storage', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFTS_KEY, '{not json');
    expect(createDraftStore(storage).load('/a')).toBeNull();
    storage.setItem(DRAFTS_KEY, JSON.stringify({'/a': {rating: 'meh', message: 1}}));
    expect(createDraftStore(storage).load('/a')).toBeNull();
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const store = createDraftStore(failing);
    expect(() => store.save('/a', typed)).not.toThrow();
    expect(store.load('/a')).toBeNull();
    expect(createDraftStore(null).load('/a')).toBeNull();
  });
});
