import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';
import { TASK_QUEUE } from './shared';

async function run(): Promise<void> {
  // The Worker talks to the Temporal Service through a NativeConnection (Rust core).
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  try {
    const worker = await Worker.create({
      connection,
      namespace: 'default',
      taskQueue: TASK_QUEUE,
      // The Worker bundles this module and everything it imports with webpack.
      // highlight-next-line
      workflowsPath: require.resolve('./workflows'),
      activities,
    });
    // run() resolves after the Worker has shut down (for example on SIGINT or SIGTERM).
    await worker.run();
  } finally {
    await connection.close();
  }
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
