// Analytics identity (ANALYTICS_COMMS_URL): a user id kept across visits and a session id kept for
// the tab's session, passed to the comms frame on every route change. Used only when configured.
export const USER_ID_KEY = 'temporal-docs.analytics.user-id';
export const SESSION_ID_KEY = 'temporal-docs.analytics.session-id';

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const ID = /^[A-Za-z0-9-]{16,64}$/;

/** The id stored under `key`, or a new one (stored when the storage allows). */
export function readOrCreateId(storage: IdStorage | null, key: string, create: () => string = newId): string {
  try {
    const stored = storage?.getItem(key);
    if (stored && ID.test(stored)) return stored;
  } catch {
    // unavailable: fall through to a fresh id
  }
  const id = create();
  try {
    storage?.setItem(key, id);
  } catch {
    // full or blocked: the id lasts as long as the page
  }
  return id;
}

export interface IdentityMessage {
  type: 'temporal-docs:identity';
  userId: string;
  sessionId: string;
  url: string;
  path: string;
}

export function identityMessage(
  ids: {userId: string; sessionId: string},
  location: {origin: string; pathname: string; search: string},
): IdentityMessage {
  const path = `${location.pathname}${location.search}`;
  return {
    type: 'temporal-docs:identity',
    userId: ids.userId,
    sessionId: ids.sessionId,
    url: `${location.origin}${path}`,
    path,
  };
}
