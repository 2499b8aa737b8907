import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';
// region: handle-failure
import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';

export async function orderWorkflow(orderId: string): Promise<string> {
  try {
    await chargeCard(orderId);
  } catch (err) {
    if (
      err instanceof ActivityFailure &&
      err.cause instanceof ApplicationFailure &&
      err.cause.type === 'CardDeclined'
    ) {
      return 'declined';
    }
    throw err;
  }
  return 'charged';
}
// endregion: handle-failure

const { chargeCard } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });
