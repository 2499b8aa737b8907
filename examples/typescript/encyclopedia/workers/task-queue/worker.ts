import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

export async function createWorker(connection: NativeConnection): Promise<Worker> {
  // region: rate-limit
  const worker = await Worker.create({
    connection,
    taskQueue: 'payments',
    activities,
    // highlight-next-line
    maxTaskQueueActivitiesPerSecond: 20,
  });
  // endregion: rate-limit
  return worker;
}
