import { Client, Connection } from '@temporalio/client';
import { processOrder } from './workflows';
import { TASK_QUEUE } from './shared';

async function run(): Promise<void> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  const client = new Client({ connection, namespace: 'default' });

  const orderId = 'order-1001';
  // highlight-start
  const handle = await client.workflow.start(processOrder, {
    taskQueue: TASK_QUEUE,
    workflowId: `order-${orderId}`,
    args: [{ orderId, customerEmail: 'buyer@example.com', amountCents: 4999 }],
  });
  // highlight-end
  console.log(`Started ${handle.workflowId} (run ${handle.firstExecutionRunId})`);

  const result = await handle.result();
  console.log('Result:', result);
  await connection.close();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
