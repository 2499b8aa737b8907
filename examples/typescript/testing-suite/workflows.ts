import { proxyActivities, sleep } from '@temporalio/workflow';
import type * as activities from './activities';

const { sendReminder } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });

// Waits for a whole day of Workflow time before sending a reminder.
export async function remindTomorrow(email: string): Promise<string> {
  await sleep('1 day');
  return await sendReminder(email);
}
