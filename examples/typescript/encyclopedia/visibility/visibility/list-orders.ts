import { Client } from '@temporalio/client';

export async function listRunningOrders(client: Client): Promise<void> {
  const query = "WorkflowType = 'OrderWorkflow' AND ExecutionStatus = 'Running'";
  for await (const wf of client.workflow.list({ query })) {
    console.log(wf.workflowId, wf.status.name);
  }
  const { count } = await client.workflow.count(query);
  console.log('running orders:', count);
}
