import { Worker } from '@temporalio/worker';
import { EncryptionCodec } from './encryption-codec';

export async function createWorker(keys: Map<string, Buffer>): Promise<Worker> {
  return Worker.create({
    workflowsPath: require.resolve('./workflows'),
    taskQueue: 'my-task-queue',
    dataConverter: {
      payloadCodecs: [new EncryptionCodec('key-2026-01', keys)],
      // highlight-next-line
      failureConverterPath: require.resolve('./failure-converter'),
    },
  });
}
