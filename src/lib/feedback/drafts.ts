// Unsent feedback survives a reload: the form's fields are kept in localStorage, per page, until
// they are sent or discarded. Storage that is unavailable or full simply keeps nothing.
import type {FeedbackFields, Rating} from './feedback';

export const DRAFTS_KEY = 'temporal-docs.feedback.drafts';
/** Drafts kept at most, the most recently edited first. */
export const MAX_DRAFTS = 10;
/** Drafts older than this are dropped. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Draft extends FeedbackFields {
  savedAt: number;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isEmpty(fields: FeedbackFields): boolean {
  return !fields.rating && !fields.message && !fields.email;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  const ratings: Array<Rating | null> = ['helpful', 'not-helpful', null];
  return (
    ratings.includes(d.rating as Rating | null) &&
    typeof d.message === 'string' &&
    typeof d.email === 'string' &&
    typeof d.savedAt === 'number'
  );
}

export function createDraftStore(storage: DraftStorage | null, now: () => number = Date.now) {
  function readAll(): Record<string, Draft> {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(DRAFTS_KEY) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter(([, d]) => isDraft(d) && now() - d.savedAt < DRAFT_MAX_AGE_MS),
      ) as Record<string, Draft>;
    } catch {
      return {};
    }
  }
  function writeAll(drafts: Record<string, Draft>): void {
    const kept = Object.entries(drafts)
      .sort(([, a], [, b]) => b.savedAt - a.savedAt)
      .slice(0, MAX_DRAFTS);
    try {
      if (kept.length === 0) storage?.removeItem(DRAFTS_KEY);
      else storage?.setItem(DRAFTS_KEY, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      // Storage full or blocked: the draft lives only as long as the form.
    }
  }
  return {
    load(page: string): Draft | null {
      return readAll()[page] ?? null;
    },
    save(page: string, fields: FeedbackFields): void {
      const drafts = readAll();
      if (isEmpty(fields)) delete drafts[page];
      else drafts[page] = {rating: fields.rating, message: fields.message, email: fields.email, savedAt: now()};
      writeAll(drafts);
    },
    discard(page: string): void {
      const drafts = readAll();
      delete drafts[page];
      writeAll(drafts);
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The browser's localStorage, or null where it is unavailable (private windows, frames). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
