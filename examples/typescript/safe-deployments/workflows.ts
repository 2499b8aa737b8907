import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { reserve, charge } = proxyActivities<typeof activities>({ startToCloseTimeout: '30 seconds' });

export async function placeOrder(orderId: string): Promise<string> {
  await reserve(orderId);
  await charge(orderId);
  return orderId;
}
