import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';
// region: patched
import { patched } from '@temporalio/workflow';

export async function orderWorkflow(orderId: string): Promise<string> {
  if (patched('add-fraud-screen')) {
    // highlight-next-line
    await screenOrder(orderId);
  }
  const chargeId = await chargeCard(orderId);
  return chargeId;
}
// endregion: patched

const { screenOrder, chargeCard } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });
