import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { requestHumanReview } = proxyActivities<typeof activities>({
  // The whole review may take up to three days...
  startToCloseTimeout: '3 days',
  // ...but the external system must heartbeat at least hourly, so a lost ticket is noticed.
  heartbeatTimeout: '1 hour',
  retry: { maximumAttempts: 3 },
});

export async function publishDocument(documentId: string): Promise<string> {
  const verdict = await requestHumanReview(documentId);
  return verdict === 'approved' ? `${documentId} published` : `${documentId} rejected`;
}
