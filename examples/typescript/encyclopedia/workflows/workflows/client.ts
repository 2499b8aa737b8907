import { Client, WorkflowHandle } from '@temporalio/client';
import { orderWorkflow } from './workflows';

export async function startOrder(client: Client): Promise<WorkflowHandle<typeof orderWorkflow>> {
  // region: timeouts
  const handle = await client.workflow.start(orderWorkflow, {
    args: ['order-1042'],
    workflowId: 'order-1042',
    taskQueue: 'my-task-queue',
    workflowExecutionTimeout: '24 hours',
    workflowRunTimeout: '1 hour',
    workflowTaskTimeout: '10 seconds',
  });
  // endregion: timeouts
  return handle;
}
