import { NativeConnection, Worker } from '@temporalio/worker';

// Deprecated Build ID-based versioning: kept here for Workers that still run it.
async function run(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'legacy-orders',
    workflowsPath: require.resolve('./workflows'),
    // highlight-start
    buildId: process.env.BUILD_ID ?? '1.0.0',
    useVersioning: true,
    // highlight-end
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
