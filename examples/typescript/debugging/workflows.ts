import { proxyActivities, sleep } from '@temporalio/workflow';
import type * as activities from './activities';

const { lookUpPrice } = proxyActivities<typeof activities>({ startToCloseTimeout: '10 seconds' });

export async function quote(sku: string, quantity: number): Promise<number> {
  const unitPrice = await lookUpPrice(sku);
  await sleep('1 second');
  // Put a breakpoint here, or use a `debugger;` statement while debugging.
  return unitPrice * quantity;
}
