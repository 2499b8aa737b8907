import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

async function run(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'onboarding',
    workflowsPath: require.resolve('./workflows'),
    activities,
    // highlight-start
    workerDeploymentOptions: {
      useWorkerVersioning: true,
      version: { deploymentName: 'onboarding', buildId: process.env.BUILD_ID ?? 'local-dev' },
      // Applies to Workflows that do not declare their own behaviour.
      defaultVersioningBehavior: 'AUTO_UPGRADE',
    },
    // highlight-end
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
