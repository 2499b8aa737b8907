import fs from 'node:fs/promises';
import { it } from 'node:test';
import { Worker } from '@temporalio/worker';

// Replays a history exported with:
//   temporal workflow show --workflow-id remind-prod-1 --output json > history/remind.json
// The test fails with a DeterminismViolationError if the current code would issue
// different commands than the ones recorded.
it('current code replays a recorded production history', async () => {
  const history = JSON.parse(await fs.readFile('history/remind.json', 'utf8'));
  await Worker.runReplayHistory(
    { workflowsPath: require.resolve('./workflows') },
    history,
  );
});
