import assert from 'node:assert/strict';
import { it } from 'node:test';
import { MockActivityEnvironment } from '@temporalio/testing';
import { CancelledFailure } from '@temporalio/common';
import { importRows } from './activities';

it('reports progress through heartbeats', async () => {
  const env = new MockActivityEnvironment({ attempt: 1 });
  const beats: unknown[] = [];
  env.on('heartbeat', (details: unknown) => beats.push(details));

  const imported = await env.run(importRows, 3);

  assert.equal(imported, 3);
  assert.deepEqual(beats, [0, 1, 2]);
});

it('stops when the Activity is cancelled', async () => {
  const env = new MockActivityEnvironment();
  env.on('heartbeat', () => env.cancel());
  await assert.rejects(env.run(importRows, 100), CancelledFailure);
});
