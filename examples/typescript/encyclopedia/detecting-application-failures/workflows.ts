import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { chargeCard } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });

export async function checkout(orderId: string): Promise<string> {
  try {
    await chargeCard(orderId);
    return 'charged';
  } catch (err) {
    if (
      err instanceof ActivityFailure &&
      err.cause instanceof ApplicationFailure &&
      // highlight-next-line
      err.cause.type === 'CardDeclined'
    ) {
      return 'ask-for-another-card';
    }
    throw err;
  }
}

// In src/activities.ts:
// throw ApplicationFailure.nonRetryable('card declined', 'CardDeclined', orderId);
