import { NativeConnection, Worker } from '@temporalio/worker';
import { DataConverter } from '@temporalio/common';
import * as activities from './activities';
import { EncryptionCodec } from './encryption-codec';
import { loadKeys } from './keys';

async function run(): Promise<void> {
  const { currentKeyId, keys } = await loadKeys();
  const dataConverter: DataConverter = {
    payloadCodecs: [new EncryptionCodec(currentKeyId, keys)],
    failureConverterPath: require.resolve('./failure-converter'),
  };
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    namespace: 'default',
    taskQueue: 'my-task-queue',
    workflowsPath: require.resolve('./workflows'),
    activities,
    // highlight-next-line
    dataConverter, // the Worker does not inherit it from a Client
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
