import { Client, Connection } from '@temporalio/client';
import { customerIdKey } from './search-attributes';
import { orderWorkflow } from './workflows';

async function run(): Promise<void> {
  const client = new Client({ connection: await Connection.connect(), namespace: 'default' });
  await client.workflow.start(orderWorkflow, {
    taskQueue: 'my-task-queue',
    workflowId: 'order-A-1001',
    args: [99.5],
    // highlight-next-line
    typedSearchAttributes: [{ key: customerIdKey, value: 'c-42' }],
  });
  for await (const wf of client.workflow.list({ query: "CustomerId = 'c-42'" })) {
    console.log(wf.workflowId, wf.typedSearchAttributes.get(customerIdKey));
  }
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
