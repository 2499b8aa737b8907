import { proxyActivities, sleep } from '@temporalio/workflow';
import type * as activities from './activities';

const { chargeFirstPeriod } = proxyActivities<typeof activities>({
  startToCloseTimeout: '1 minute',
});

export interface Input {
  customerId: string;
  plan: string;
  trialDays: number;
}

export interface Result {
  charged: boolean;
}

export async function subscription(input: Input): Promise<Result> {
  await sleep(`${input.trialDays} days`);
  await chargeFirstPeriod(input.customerId, input.plan);
  return { charged: true };
}
