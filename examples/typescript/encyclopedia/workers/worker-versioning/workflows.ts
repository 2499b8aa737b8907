import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { sendConfirmation } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });

export async function orderWorkflow(orderId: string): Promise<string> {
  return await sendConfirmation(orderId);
}
