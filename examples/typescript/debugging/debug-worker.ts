import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

// Run with: node --inspect -r ts-node/register src/debug-worker.ts
async function run(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'quotes',
    workflowsPath: require.resolve('./workflows'),
    activities,
    // highlight-start
    // Run Workflows on the main thread so breakpoints work, and lift the isolate time limit.
    debugMode: true,
    // highlight-end
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
