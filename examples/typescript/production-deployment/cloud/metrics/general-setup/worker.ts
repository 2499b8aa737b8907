import { NativeConnection, Runtime, Worker } from '@temporalio/worker';
import * as activities from './activities';

async function run(): Promise<void> {
  // highlight-start
  Runtime.install({
    telemetryOptions: {
      metrics: { prometheus: { bindAddress: '0.0.0.0:9464' } },
    },
  });
  // highlight-end
  const connection = await NativeConnection.connect({
    address: 'us-east-1.aws.api.temporal.io:7233',
    tls: true,
    apiKey: process.env.TEMPORAL_API_KEY,
  });
  const worker = await Worker.create({
    connection,
    namespace: 'orders-prod.abc12',
    taskQueue: 'orders',
    workflowsPath: require.resolve('./workflows'),
    activities,
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
