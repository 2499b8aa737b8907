import { proxyLocalActivities } from '@temporalio/workflow';
import type * as activities from './activities';

export async function quoteWorkflow(sku: string): Promise<number> {
  // region: local-activity
  const { lookupPrice } = proxyLocalActivities<typeof activities>({ startToCloseTimeout: '2 seconds' });
  const price = await lookupPrice(sku);
  // endregion: local-activity
  return price;
}
