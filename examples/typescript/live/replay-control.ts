// The negative control of the replay test: replays a recorded history of `remindTomorrow` against
// a changed Workflow (./replay-changed) and exits 0 only when the replayer reports the change as a
// DeterminismViolationError. Proves that the replay test can fail.
//   node live/replay-control.js <history.json>
import fs from 'node:fs';
import { Worker } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';

async function run(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: replay-control.js <history.json>');
  const history = JSON.parse(fs.readFileSync(file, 'utf8'));
  try {
    await Worker.runReplayHistory({ workflowsPath: require.resolve('./replay-changed') }, history);
  } catch (err) {
    if (err instanceof DeterminismViolationError) {
      console.log(`DeterminismViolationError: ${err.message}`);
      return;
    }
    throw err;
  }
  throw new Error('the changed Workflow replayed without a DeterminismViolationError');
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
