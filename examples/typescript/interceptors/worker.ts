import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';
import { TenantActivityInbound } from './activity-interceptor';

async function run(): Promise<void> {
  const connection = await NativeConnection.connect({ address: 'localhost:7233' });
  const worker = await Worker.create({
    connection,
    taskQueue: 'reports',
    workflowsPath: require.resolve('./workflows'),
    activities,
    // highlight-start
    interceptors: {
      // Workflow interceptors are given as module paths: they run inside the sandbox.
      workflowModules: [require.resolve('./workflow-interceptors')],
      // Activity interceptors are factories called once per Activity execution.
      activityInbound: [(ctx) => new TenantActivityInbound(ctx)],
    },
    // highlight-end
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
