import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

async function main(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'hello',
    workflowsPath: require.resolve('./workflows'),
    activities,
  });
  console.log('Worker polling task queue "hello"; press Ctrl+C to stop');
  await worker.run();
  await connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
