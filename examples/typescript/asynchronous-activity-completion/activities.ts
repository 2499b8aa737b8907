import { activityInfo, CompleteAsyncError } from '@temporalio/activity';

// Hands the work to an external reviewer and returns without a result. The Activity stays
// open until something calls complete(), fail() or reportCancellation() with its task token.
export async function requestHumanReview(documentId: string): Promise<string> {
  const { taskToken } = activityInfo();
  await enqueueReview({
    documentId,
    // The token is binary; encode it for transport through queues, emails or URLs.
    taskToken: Buffer.from(taskToken).toString('base64url'),
  });
  // highlight-next-line
  throw new CompleteAsyncError();
}

interface ReviewTicket {
  documentId: string;
  taskToken: string;
}

async function enqueueReview(ticket: ReviewTicket): Promise<void> {
  // Publish the ticket to your review system (a queue, a database table, an email).
  console.log('review requested', ticket.documentId);
}
