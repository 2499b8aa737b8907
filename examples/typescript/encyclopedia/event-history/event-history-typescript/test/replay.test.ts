import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Worker } from '@temporalio/worker';

describe('orderWorkflow', () => {
  it('replays a recorded history', async () => {
    const file = path.resolve(__dirname, '../../test/histories/order.json');
    const history = JSON.parse(await fs.readFile(file, 'utf8'));
    // highlight-start
    await Worker.runReplayHistory({ workflowsPath: require.resolve('../workflows') }, history, 'my-workflow-id');
    // highlight-end
  });
});
