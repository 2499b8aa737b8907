import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

// Each release runs as its own Worker Deployment Version, identified by a build ID that the
// CI pipeline injects (for example the image tag or commit SHA).
async function main(): Promise<void> {
  const buildId = process.env.BUILD_ID;
  if (!buildId) throw new Error('BUILD_ID is required');

  const connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    namespace: process.env.TEMPORAL_NAMESPACE ?? 'default',
    taskQueue: 'orders',
    workflowsPath: require.resolve('./workflows'),
    activities,
    workerDeploymentOptions: {
      useWorkerVersioning: true,
      version: { deploymentName: 'orders', buildId },
      defaultVersioningBehavior: 'PINNED',
    },
    // Give in-flight Activities time to finish when the orchestrator stops this process.
    shutdownGraceTime: '30 seconds',
  });
  await worker.run(); // Resolves after SIGTERM once the Worker has drained.
  await connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
