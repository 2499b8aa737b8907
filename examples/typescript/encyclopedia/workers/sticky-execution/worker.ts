import { NativeConnection, Worker } from '@temporalio/worker';

export async function createWorker(connection: NativeConnection): Promise<Worker> {
  // region: cache
  const worker = await Worker.create({
    connection,
    taskQueue: 'my-task-queue',
    workflowsPath: require.resolve('./workflows'),
    // highlight-next-line
    maxCachedWorkflows: 2000,
    stickyQueueScheduleToStartTimeout: '10 seconds',
  });
  // endregion: cache
  return worker;
}
