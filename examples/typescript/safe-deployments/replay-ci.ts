import { Client, Connection } from '@temporalio/client';
import { Worker } from '@temporalio/worker';

// CI gate: replay recent histories of every running placeOrder execution against the code
// about to be deployed. Exits non-zero if any history no longer replays.
async function main(): Promise<void> {
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
  const client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });

  // highlight-start
  const histories = client.workflow
    .list({ query: `WorkflowType = 'placeOrder' AND ExecutionStatus = 'Running'`, pageSize: 100 })
    .intoHistories({ concurrency: 5 });
  // highlight-end

  let failures = 0;
  let checked = 0;
  for await (const result of Worker.runReplayHistories({ workflowsPath: require.resolve('./workflows') }, histories)) {
    checked++;
    if (result.error) {
      failures++;
      console.error(`${result.workflowId} (${result.runId}): ${result.error.message}`);
    }
  }
  await connection.close();
  console.log(`${checked} histories replayed, ${failures} failed`);
  if (failures > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
