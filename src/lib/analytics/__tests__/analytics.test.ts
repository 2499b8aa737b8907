import {describe, expect, it} from 'vitest';
import {CommsChannel, commsFrameUrl, MAX_QUEUED} from '../comms';
import {identityMessage, readOrCreateId, USER_ID_KEY} from '../identity';

describe('readOrCreateId', () => {
  it('creates an id once and reads it back afterwards', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const first = readOrCreateId(storage, USER_ID_KEY, () => 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee');
    expect(first).toBe('aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee');
    expect(readOrCreateId(storage, USER_ID_KEY, () => 'something-else-entirely')).toBe(first);
  });

  it('replaces a tampered value and works without storage', () => {
    const storage = {getItem: () => '<script>', setItem: () => undefined};
    expect(readOrCreateId(storage, USER_ID_KEY, () => 'ffffffff-0000-1111-2222-333333333333')).toBe(
      'ffffffff-0000-1111-2222-333333333333',
    );
    expect(readOrCreateId(null, USER_ID_KEY)).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe('identityMessage', () => {
  it('carries both ids and the route', () => {
    expect(
      identityMessage(
        {userId: 'u', sessionId: 's'},
        {origin: 'https://docs.temporal.io', pathname: '/workflows', search: '?x=1'},
      ),
    ).toEqual({
      type: 'temporal-docs:identity',
      userId: 'u',
      sessionId: 's',
      url: 'https://docs.temporal.io/workflows?x=1',
      path: '/workflows?x=1',
    });
  });
});

describe('CommsChannel', () => {
  it('addresses the frame at {host}/comms', () => {
    expect(commsFrameUrl('https://comms.example.com')).toBe('https://comms.example.com/comms');
  });

  it('queues until the frame has loaded, then posts to its origin only, in order', () => {
    const posted: Array<[unknown, string]> = [];
    const channel = new CommsChannel<string>('https://comms.example.com');
    channel.send('first');
    channel.send('second');
    expect(posted).toEqual([]);
    channel.connect({postMessage: (m, origin) => posted.push([m, origin])});
    channel.send('third');
    expect(posted).toEqual([
      ['first', 'https://comms.example.com'],
      ['second', 'https://comms.example.com'],
      ['third', 'https://comms.example.com'],
    ]);
  });

  it('keeps only the latest messages while waiting', () => {
    const posted: unknown[] = [];
    const channel = new CommsChannel<number>('https://comms.example.com');
    for (let i = 0; i < MAX_QUEUED + 5; i++) channel.send(i);
    channel.connect({postMessage: (m) => posted.push(m)});
    expect(posted).toHaveLength(MAX_QUEUED);
    expect(posted[0]).toBe(5);
  });
});
