import { proxyActivities, sleep } from '@temporalio/workflow';
import type * as activities from './activities';

const { sendReminder, chargeSubscription } = proxyActivities<typeof activities>({
  startToCloseTimeout: '1 minute',
  retry: { maximumAttempts: 5 },
});

export async function subscriptionWorkflow(customerId: string): Promise<void> {
  for (let month = 0; month < 12; month++) {
    await chargeSubscription(customerId);
    // highlight-next-line
    await sleep('30 days'); // durable: no process needs to stay up
    await sendReminder(customerId);
  }
}
