import { NativeConnection, Worker } from '@temporalio/worker';
import { installRuntime } from './runtime';
import * as activities from './activities';

async function run(): Promise<void> {
  installRuntime();
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'archiver',
    workflowsPath: require.resolve('./workflows'),
    activities,
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
