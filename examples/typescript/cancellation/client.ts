import { Client } from '@temporalio/client';

export async function cancelMigration(client: Client, workflowId: string): Promise<void> {
  const handle = client.workflow.getHandle(workflowId);
  // Requests cancellation; the Workflow decides how to react.
  await handle.cancel();
}

export async function terminateMigration(client: Client, workflowId: string): Promise<void> {
  // Ends the execution immediately; no Workflow code runs, no cleanup happens.
  await client.workflow.getHandle(workflowId).terminate('stuck after manual investigation');
}
