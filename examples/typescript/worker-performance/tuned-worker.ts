import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities';

// Resource-based slots: hand out Activity slots while the host stays under the CPU and memory
// targets. Good for Activities whose cost varies a lot.
export async function createTunedWorker(connection: NativeConnection): Promise<Worker> {
  const tunerOptions = { targetCpuUsage: 0.8, targetMemoryUsage: 0.8 };
  return Worker.create({
    connection,
    taskQueue: 'media',
    workflowsPath: require.resolve('./workflows'),
    activities,
    // highlight-start
    tuner: {
      workflowTaskSlotSupplier: { type: 'fixed-size', numSlots: 40 },
      activityTaskSlotSupplier: {
        type: 'resource-based',
        tunerOptions,
        minimumSlots: 5,
        maximumSlots: 200,
        rampThrottle: '50 milliseconds',
      },
      localActivityTaskSlotSupplier: { type: 'fixed-size', numSlots: 20 },
      nexusTaskSlotSupplier: { type: 'fixed-size', numSlots: 10 },
    },
    // highlight-end
  });
}
