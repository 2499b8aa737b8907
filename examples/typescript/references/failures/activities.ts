import { ApplicationFailure } from '@temporalio/common';

export async function chargeCard(orderId: string): Promise<void> {
  // ...
  throw ApplicationFailure.create({
    message: 'card declined',
    type: 'CardDeclined',
    nonRetryable: true,
    details: [orderId],
  });
}
