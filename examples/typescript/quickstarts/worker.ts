import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

async function run() {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    namespace: 'default',
    taskQueue: 'my-task-queue',
    // The Worker bundles Workflow code from this path into its sandbox.
    workflowsPath: require.resolve('./workflows'),
    activities,
  });
  // highlight-next-line
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
