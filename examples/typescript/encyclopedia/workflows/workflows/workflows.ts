import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { chargeCard, sendReceipt } = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
});

export async function orderWorkflow(orderId: string): Promise<string> {
  const chargeId = await chargeCard(orderId);
  await sendReceipt(orderId, chargeId);
  return chargeId;
}
