import { Client, Connection } from '@temporalio/client';
import { Worker } from '@temporalio/worker';

// Replays one production execution against the local code; throws DeterminismViolationError
// when the code no longer matches the history.
async function run(workflowId: string): Promise<void> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  const client = new Client({ connection });
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  await Worker.runReplayHistory({ workflowsPath: require.resolve('./workflows') }, history, workflowId);
  console.log(`${workflowId} replays cleanly`);
  await connection.close();
}

run(process.argv[2] ?? 'quote-1').catch((err) => {
  console.error(err);
  process.exit(1);
});
