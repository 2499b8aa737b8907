import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';
// region: patched
import { patched, sleep } from '@temporalio/workflow';

export async function orderWorkflow(orderId: string): Promise<void> {
  await chargeCard(orderId);
  if (patched('delay-before-ship')) {
    await sleep('1 hour');
  }
  await ship(orderId);
}
// endregion: patched

const { chargeCard, ship } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });
