import { test } from 'node:test';
import { Worker } from '@temporalio/worker';
import fs from 'fs/promises';

test('replays order-1001', async () => {
  const history = JSON.parse(await fs.readFile('history.json', 'utf8'));
  // highlight-next-line
  await Worker.runReplayHistory({ workflowsPath: require.resolve('./workflows') }, history);
});
