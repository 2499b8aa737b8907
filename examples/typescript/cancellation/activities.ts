import { CancelledFailure, Context, heartbeat, log, sleep } from '@temporalio/activity';

// Copies files in chunks. Heartbeats carry progress and are how cancellation reaches the Activity.
export async function copyFiles(files: string[]): Promise<number> {
  let copied = 0;
  try {
    for (const file of files) {
      // highlight-next-line
      heartbeat(copied);
      await copyOne(file, Context.current().cancellationSignal);
      copied++;
    }
    return copied;
  } catch (err) {
    if (err instanceof CancelledFailure) {
      log.info('Copy cancelled; removing partial output', { copied });
      // Clean up, then rethrow so the Activity is reported as cancelled.
    }
    throw err;
  }
}

export async function releaseReservation(reservationId: string): Promise<void> {
  log.info('Releasing reservation', { reservationId });
}

async function copyOne(_file: string, signal: AbortSignal): Promise<void> {
  // Pass the AbortSignal to libraries that support it (fetch, streams, database drivers).
  signal.throwIfAborted();
  await sleep('1 second'); // Rejects with CancelledFailure when the Activity is cancelled.
}
