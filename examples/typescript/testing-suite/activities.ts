import { heartbeat, sleep } from '@temporalio/activity';

export async function sendReminder(email: string): Promise<string> {
  // Real code calls an email service here.
  return `reminder sent to ${email}`;
}

// A long-running Activity that heartbeats its progress.
export async function importRows(rows: number): Promise<number> {
  for (let i = 0; i < rows; i++) {
    heartbeat(i);
    await sleep(10); // Resolves early (with a CancelledFailure) if the Activity is cancelled.
  }
  return rows;
}
