import {
  ActivityFailure,
  ApplicationFailure,
  proxyActivities,
  TimeoutFailure,
  log,
} from '@temporalio/workflow';
import type * as activities from './activities';

const { withdraw } = proxyActivities<typeof activities>({
  // Bound a single attempt.
  startToCloseTimeout: '10 seconds',
  // Bound the whole Activity, all retries included.
  scheduleToCloseTimeout: '5 minutes',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '30 seconds',
    maximumAttempts: 10,
    // highlight-next-line
    nonRetryableErrorTypes: ['InsufficientFundsError'],
  },
});

const { reconcileLedger } = proxyActivities<typeof activities>({
  startToCloseTimeout: '2 hours',
  // Without heartbeats, a crashed Worker is noticed only after two hours.
  // highlight-next-line
  heartbeatTimeout: '30 seconds',
});

export async function payout(accountId: string, amountCents: number): Promise<string> {
  try {
    return await withdraw(accountId, amountCents);
  } catch (err) {
    if (err instanceof ActivityFailure && err.cause instanceof ApplicationFailure) {
      log.warn('Withdrawal failed', { type: err.cause.type, retryState: err.retryState });
      // Fail the Workflow Execution with a business-level error the caller can inspect.
      throw ApplicationFailure.nonRetryable(`Payout failed: ${err.cause.message}`, 'PayoutFailed');
    }
    if (err instanceof ActivityFailure && err.cause instanceof TimeoutFailure) {
      throw ApplicationFailure.nonRetryable(`Bank did not answer (${err.cause.timeoutType})`, 'BankTimeout');
    }
    throw err;
  }
}

export async function nightlyReconciliation(): Promise<number> {
  return await reconcileLedger(30);
}
