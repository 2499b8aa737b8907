import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { chargeCard } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });

// Its arguments, result and failures are encrypted by the Worker's Data Converter.
export async function orderWorkflow(orderId: string): Promise<string> {
  return await chargeCard(orderId);
}
