import { NativeConnection, Worker } from '@temporalio/worker';
import { codecFromEnv } from './encryption-codec';

async function run(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'payments',
    workflowsPath: require.resolve('./workflows'),
    // highlight-start
    dataConverter: {
      // A path, because the converter must also be bundled into the Workflow sandbox.
      payloadConverterPath: require.resolve('./payload-converter'),
      // Codec instances, because they run in the Worker's main thread.
      payloadCodecs: [codecFromEnv()],
    },
    // highlight-end
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
