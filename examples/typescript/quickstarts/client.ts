import { Client, Connection } from '@temporalio/client';
import { greetingWorkflow } from './workflows';

async function run() {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  const client = new Client({ connection, namespace: 'default' });

  // highlight-next-line
  const handle = await client.workflow.start(greetingWorkflow, {
    taskQueue: 'my-task-queue',
    workflowId: 'greeting-workflow',
    args: ['Temporal'],
  });
  console.log(`Started ${handle.workflowId}`);
  console.log('Result:', await handle.result());
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
