import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

export async function createWorker(connection: NativeConnection): Promise<Worker> {
  // region: slots
  const worker = await Worker.create({
    connection,
    taskQueue: 'my-task-queue',
    workflowsPath: require.resolve('./workflows'),
    activities,
    maxConcurrentActivityTaskExecutions: 500,
    maxConcurrentWorkflowTaskExecutions: 200,
    maxCachedWorkflows: 2000,
  });
  // endregion: slots
  return worker;
}
