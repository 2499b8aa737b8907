import { sleep } from '@temporalio/workflow';

export async function orderWorkflow(orderId: string): Promise<string> {
  await sleep('1 minute');
  return `order ${orderId} processed`;
}
