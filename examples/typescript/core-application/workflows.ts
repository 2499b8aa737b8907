import { proxyActivities, log } from '@temporalio/workflow';
// Import only the *type* of the Activities: the Workflow bundle must not contain their code.
import type * as activities from './activities';
import type { OrderInput, OrderResult } from './shared';

const { chargeCard, sendReceipt } = proxyActivities<typeof activities>({
  // highlight-next-line
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    nonRetryableErrorTypes: ['InvalidAmount'],
  },
});

// A Workflow Definition is an exported async function. Its code must be deterministic.
export async function processOrder(input: OrderInput): Promise<OrderResult> {
  log.info('Processing order', { orderId: input.orderId });
  const chargeId = await chargeCard(input);
  await sendReceipt(input.customerEmail, chargeId);
  return { orderId: input.orderId, chargeId, status: 'COMPLETED' };
}
