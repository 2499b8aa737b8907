import { activityInfo, ApplicationFailure, heartbeat, sleep } from '@temporalio/activity';

export class InsufficientFundsError extends Error {
  public readonly name = 'InsufficientFundsError';
}

// Moves money. Known business errors are not worth retrying; everything else is.
export async function withdraw(accountId: string, amountCents: number): Promise<string> {
  if (amountCents > 100_000) {
    // highlight-next-line
    throw ApplicationFailure.nonRetryable('Amount above the daily limit', 'LimitExceeded', { amountCents });
  }
  const response = await callBank(accountId, amountCents);
  if (response.status === 429) {
    // Ask the Service to wait for the time the bank told us, instead of the policy's backoff.
    throw ApplicationFailure.create({
      message: 'Bank rate limited the request',
      type: 'RateLimited',
      nextRetryDelay: `${response.retryAfterSeconds} seconds`,
    });
  }
  if (response.status === 402) {
    // A plain Error: its type becomes the class name, matched against nonRetryableErrorTypes.
    throw new InsufficientFundsError(`Account ${accountId} cannot cover ${amountCents}`);
  }
  return response.transactionId;
}

// A long-running Activity that heartbeats, so a crashed Worker is detected quickly and the
// next attempt resumes from the last checkpoint.
export async function reconcileLedger(days: number): Promise<number> {
  const resumeFrom: number = activityInfo().heartbeatDetails ?? 0;
  for (let day = resumeFrom; day < days; day++) {
    await reconcileDay(day);
    // highlight-next-line
    heartbeat(day + 1);
  }
  return days;
}

async function reconcileDay(_day: number): Promise<void> {
  await sleep('100 milliseconds');
}

interface BankResponse {
  status: number;
  retryAfterSeconds: number;
  transactionId: string;
}

async function callBank(accountId: string, amountCents: number): Promise<BankResponse> {
  return { status: 200, retryAfterSeconds: 0, transactionId: `tx-${accountId}-${amountCents}` };
}
