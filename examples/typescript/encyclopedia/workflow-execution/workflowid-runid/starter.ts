import { Client, Connection } from '@temporalio/client';
import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy } from '@temporalio/common';

async function main(): Promise<void> {
  const client = new Client({ connection: await Connection.connect() });
  const handle = await client.workflow.start('chargeInvoice', {
    args: ['2024-0042'],
    workflowId: 'invoice-2024-0042',
    taskQueue: 'my-task-queue',
    // highlight-start
    workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    // highlight-end
  });
  console.log(handle.workflowId, handle.firstExecutionRunId);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
