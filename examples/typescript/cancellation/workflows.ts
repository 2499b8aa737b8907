import {
  ActivityCancellationType,
  CancellationScope,
  isCancellation,
  proxyActivities,
  sleep,
} from '@temporalio/workflow';
import type * as activities from './activities';

const { copyFiles } = proxyActivities<typeof activities>({
  startToCloseTimeout: '1 hour',
  heartbeatTimeout: '10 seconds',
  // Wait until the Activity confirms cancellation before the Workflow moves on (the default).
  cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
});

const { releaseReservation } = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
});

// Cancelling this Workflow (handle.cancel()) cancels the root scope: the running Activity is
// cancelled and the awaited call rejects with a CancelledFailure wrapped in an ActivityFailure.
export async function migrate(reservationId: string, files: string[]): Promise<number> {
  try {
    return await copyFiles(files);
  } catch (err) {
    if (isCancellation(err)) {
      // Code in the root scope cannot schedule new work after cancellation, so run the
      // cleanup in a scope that ignores the cancellation.
      // highlight-start
      await CancellationScope.nonCancellable(() => releaseReservation(reservationId));
      // highlight-end
    }
    throw err; // Rethrowing the cancellation marks the Workflow Execution as cancelled.
  }
}

// Cancel part of the work from inside the Workflow: give the copy five minutes at most.
export async function migrateWithDeadline(files: string[]): Promise<number | 'timed out'> {
  try {
    return await CancellationScope.withTimeout('5 minutes', () => copyFiles(files));
  } catch (err) {
    if (isCancellation(err)) return 'timed out';
    throw err;
  }
}

// Cancel a scope explicitly, for example when a race is won by another branch.
export async function firstOfTwo(files: string[]): Promise<string> {
  const scope = new CancellationScope();
  const copy = scope.run(() => copyFiles(files));
  const winner = await Promise.race([
    copy.then(() => 'copy finished'),
    sleep('2 minutes').then(() => 'timer fired'),
  ]);
  if (winner === 'timer fired') {
    scope.cancel();
    await copy.catch(() => undefined); // Wait for the Activity to acknowledge.
  }
  return winner;
}
