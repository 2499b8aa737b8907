import { Client, Connection } from '@temporalio/client';
import { hello } from './workflows';

async function main(): Promise<void> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  const client = new Client({ connection });
  const result = await client.workflow.execute(hello, {
    taskQueue: 'hello',
    workflowId: `hello-${Date.now()}`,
    args: ['Temporal'],
  });
  console.log(result); // Hello, Temporal!
  await connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
