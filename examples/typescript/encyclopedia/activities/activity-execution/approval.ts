// region: complete-async
import { activityInfo, CompleteAsyncError } from '@temporalio/activity';

export async function requestApproval(req: ApprovalRequest): Promise<boolean> {
  await approvals.send(req, activityInfo().taskToken);
  // highlight-next-line
  throw new CompleteAsyncError();
}
// endregion: complete-async

export interface ApprovalRequest {
  documentId: string;
  approver: string;
}

// Stands in for the system that asks a person to approve and later calls the webhook.
const approvals = {
  async send(req: ApprovalRequest, taskToken: Uint8Array): Promise<void> {
    console.log(`approval of ${req.documentId} requested from ${req.approver} (${taskToken.length}-byte token)`);
  },
};
