// region: parent-close-policy
import { ParentClosePolicy, startChild } from '@temporalio/workflow';

export async function orderWorkflow(orderId: string): Promise<string> {
  const handle = await startChild(cleanupWorkflow, {
    args: [orderId],
    workflowId: `cleanup-${orderId}`,
    // highlight-next-line
    parentClosePolicy: ParentClosePolicy.REQUEST_CANCEL,
  });
  return handle.workflowId;
}
// endregion: parent-close-policy

export async function cleanupWorkflow(orderId: string): Promise<void> {
  console.log(`cleaning up after ${orderId}`);
}
