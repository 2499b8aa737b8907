import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';
// region: start-child
import { startChild } from '@temporalio/workflow';

export async function orderWorkflow(orderId: string): Promise<string> {
  const handle = await startChild(invoiceWorkflow, {
    args: [orderId],
    workflowId: `invoice-${orderId}`,
    taskQueue: 'invoicing',
  }); // resolves once the child has started
  // highlight-next-line
  const invoiceId = await handle.result(); // waits for the child to complete
  return invoiceId;
}
// endregion: start-child

export async function invoiceWorkflow(orderId: string): Promise<string> {
  return await createInvoice(orderId);
}

const { createInvoice } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });
