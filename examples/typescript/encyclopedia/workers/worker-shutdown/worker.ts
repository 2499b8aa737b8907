import { NativeConnection, Worker } from '@temporalio/worker';

async function run(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'my-task-queue',
    workflowsPath: require.resolve('./workflows'),
    // highlight-next-line
    shutdownGraceTime: '30 seconds',
  });
  // The Runtime shuts the Worker down on SIGINT and SIGTERM by default;
  // run() resolves once shutdown has completed.
  await worker.run();
  await connection.close();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
