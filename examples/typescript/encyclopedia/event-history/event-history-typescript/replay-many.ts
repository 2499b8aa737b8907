import { Client } from '@temporalio/client';
import { Worker } from '@temporalio/worker';

export async function replayRunningOrders(client: Client): Promise<void> {
  // region: replay-many
  const histories = client.workflow
    .list({ query: "WorkflowType = 'orderWorkflow' AND ExecutionStatus = 'Running'" })
    .intoHistories();
  for await (const result of Worker.runReplayHistories({ workflowsPath: require.resolve('./workflows') }, histories)) {
    if (result.error) {
      console.error(`${result.workflowId}: ${result.error.message}`);
    }
  }
  // endregion: replay-many
}
