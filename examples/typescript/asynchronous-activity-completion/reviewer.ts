import {
  ActivityCancelledError,
  ActivityNotFoundError,
  Client,
  Connection,
} from '@temporalio/client';

// Runs in the external review service, which may be a different process, host or language.
export async function handleReview(encodedToken: string, decision: 'approved' | 'rejected'): Promise<void> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  const client = new Client({ connection });
  const taskToken = new Uint8Array(Buffer.from(encodedToken, 'base64url'));

  try {
    // Progress reports keep the Activity alive and reveal whether it was cancelled.
    await client.activity.heartbeat(taskToken, { stage: 'reviewer assigned' });
    // highlight-next-line
    await client.activity.complete(taskToken, decision);
  } catch (err) {
    if (err instanceof ActivityCancelledError) {
      await client.activity.reportCancellation(taskToken);
    } else if (err instanceof ActivityNotFoundError) {
      console.warn('Activity already closed (timed out, completed or retried)');
    } else {
      await client.activity.fail(taskToken, err);
    }
  } finally {
    await connection.close();
  }
}

// Alternative: identify the Activity by IDs instead of the token.
export async function completeById(client: Client, workflowId: string, activityId: string): Promise<void> {
  await client.activity.complete({ workflowId, activityId }, 'approved');
}
