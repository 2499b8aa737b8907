import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

export interface Transfer {
  from: string;
  to: string;
  amount: number;
}

// region: transfer
const { withdraw, deposit, refund } = proxyActivities<typeof activities>({
  startToCloseTimeout: '1 minute',
});

export async function transferWorkflow(t: Transfer): Promise<void> {
  await withdraw(t.from, t.amount);
  try {
    await deposit(t.to, t.amount);
  } catch (err) {
    await refund(t.from, t.amount);
    throw err;
  }
}
// endregion: transfer
