import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

// Poll every 30 seconds, for up to two hours, using Activity retries as the polling loop.
const { waitForJob } = proxyActivities<typeof activities>({
  startToCloseTimeout: '10 seconds',
  scheduleToCloseTimeout: '2 hours',
  retry: {
    initialInterval: '30 seconds',
    backoffCoefficient: 1,
    nonRetryableErrorTypes: ['JobFailed'],
  },
});

export async function runReport(jobId: string): Promise<string> {
  return await waitForJob(jobId);
}
