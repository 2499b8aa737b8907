import { NativeConnection, Worker } from '@temporalio/worker';
import { paymentsHandler } from './service-handler';

async function run(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    namespace: 'payments-ns',
    taskQueue: 'payments-nexus',
    workflowsPath: require.resolve('./handler-workflows'),
    // highlight-next-line
    nexusServices: [paymentsHandler],
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
