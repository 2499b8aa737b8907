import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

export async function createWorker(connection: NativeConnection): Promise<Worker> {
  // region: tuner
  const worker = await Worker.create({
    connection,
    taskQueue: 'my-task-queue',
    workflowsPath: require.resolve('./workflows'),
    activities,
    tuner: {
      tunerOptions: { targetMemoryUsage: 0.8, targetCpuUsage: 0.9 },
    },
  });
  // endregion: tuner
  return worker;
}
