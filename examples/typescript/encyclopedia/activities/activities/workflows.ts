import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

// region: retry
// Or in the Workflow, by type name
const { chargeCard } = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 10,
    nonRetryableErrorTypes: ['CardDeclined'],
  },
});
// endregion: retry

export async function orderWorkflow(orderId: string): Promise<string> {
  return await chargeCard(orderId);
}
