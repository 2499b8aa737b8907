import { deprecatePatch, patched, proxyActivities, setWorkflowOptions } from '@temporalio/workflow';
import type * as activities from './activities';

const { createProfile, sendWelcomeEmail, sendWelcomeSms } = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
});

// Step 2 of a patch: new code for new executions, old code kept for executions that started
// before the change. patched() records a marker the first time it returns true.
export async function onboardUser(userId: string): Promise<void> {
  await createProfile(userId);
  // highlight-start
  if (patched('welcome-via-sms')) {
    await sendWelcomeSms(userId);
  } else {
    await sendWelcomeEmail(userId);
  }
  // highlight-end
}

// Step 3: once no running execution can take the old branch, keep only the new code and
// deprecate the patch so histories with or without the marker both replay.
export async function onboardUserDeprecated(userId: string): Promise<void> {
  await createProfile(userId);
  deprecatePatch('welcome-via-sms');
  await sendWelcomeSms(userId);
}

// Worker Versioning: a short Workflow that can be pinned to the Worker version it started on.
export async function quickCheckout(orderId: string): Promise<string> {
  await createProfile(orderId);
  return orderId;
}
setWorkflowOptions({ versioningBehavior: 'PINNED' }, quickCheckout);
