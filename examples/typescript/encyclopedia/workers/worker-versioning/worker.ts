import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

export async function createWorker(connection: NativeConnection): Promise<Worker> {
  // region: deployment
  const worker = await Worker.create({
    connection,
    taskQueue: 'orders',
    workflowsPath: require.resolve('./workflows'),
    activities,
    workerDeploymentOptions: {
      // highlight-next-line
      useWorkerVersioning: true,
      version: { deploymentName: 'order-service', buildId: process.env.BUILD_ID! },
      defaultVersioningBehavior: 'PINNED',
    },
  });
  // endregion: deployment
  return worker;
}
