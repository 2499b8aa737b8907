// testing-suite/workflows.ts changed incompatibly: it sends the reminder before sleeping, so its
// first command (ScheduleActivityTask) differs from the recorded one (StartTimer).
import { proxyActivities, sleep } from '@temporalio/workflow';
import type * as activities from '../testing-suite/activities';

const { sendReminder } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });

export async function remindTomorrow(email: string): Promise<string> {
  const sent = await sendReminder(email);
  await sleep('1 day');
  return sent;
}
