import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { chargeCard } = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
  // highlight-start
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 10,
    nonRetryableErrorTypes: ['CardDeclined'],
  },
  // highlight-end
});

export async function paymentWorkflow(orderId: string): Promise<void> {
  await chargeCard(orderId);
}
