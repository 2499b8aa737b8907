import { proxyLocalActivities } from '@temporalio/workflow';
import type * as activities from './activities';

// highlight-next-line
const { lookupExchangeRate } = proxyLocalActivities<typeof activities>({
  startToCloseTimeout: '5 seconds',
});

export async function convertPrice(amountEur: number): Promise<number> {
  const rate = await lookupExchangeRate('EUR', 'USD');
  return amountEur * rate;
}
