import { Client } from '@temporalio/client';

export async function onApprovalDecision(client: Client, taskToken: Uint8Array): Promise<void> {
  // region: complete
  // Later, in the webhook handler:
  await client.activity.complete(taskToken, true);
  // endregion: complete
}
