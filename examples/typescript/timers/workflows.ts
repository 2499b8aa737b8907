import {
  condition,
  log,
  defineSignal,
  proxyActivities,
  setHandler,
  sleep,
  Trigger,
  workflowInfo,
} from '@temporalio/workflow';
import type * as activities from './activities';

const { sendEmail, chargeSubscription } = proxyActivities<typeof activities>({
  startToCloseTimeout: '1 minute',
});

export const cancelSubscription = defineSignal('cancelSubscription');
export const emailVerified = defineSignal('emailVerified');

// A durable sleep: survives Worker restarts and costs no resources while waiting.
export async function trialThenCharge(customerId: string, email: string): Promise<string> {
  let cancelled = false;
  setHandler(cancelSubscription, () => {
    cancelled = true;
  });

  await sendEmail(email, 'Your 14-day trial has started');
  // highlight-next-line
  const cancelledDuringTrial = await condition(() => cancelled, '14 days');
  if (cancelledDuringTrial) {
    return 'cancelled during trial';
  }
  await chargeSubscription(customerId);

  // A plain timer with a summary shown in the Web UI.
  await sleep('30 days', { summary: 'wait for first renewal' });
  return cancelled ? 'cancelled after first charge' : 'renewal due';
}

// Remind the user every day, for up to a week, until they verify their email.
export async function verificationReminders(email: string): Promise<boolean> {
  const verified = new Trigger<true>();
  setHandler(emailVerified, () => verified.resolve(true));

  for (let day = 1; day <= 7; day++) {
    const winner = await Promise.race([verified, sleep('1 day').then(() => false as const)]);
    if (winner) return true;
    await sendEmail(email, `Reminder ${day}: please verify your address`);
  }
  return false;
}

// Timers are measured in Workflow time: Date.now() returns the time of the current Workflow Task.
export async function sleepUntil(isoTime: string): Promise<void> {
  const delayMs = Date.parse(isoTime) - Date.now();
  if (delayMs > 0) {
    await sleep(delayMs);
  }
  log.info('Woke up', { workflowId: workflowInfo().workflowId });
}
