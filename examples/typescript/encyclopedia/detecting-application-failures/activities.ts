import { ApplicationFailure } from '@temporalio/activity';

export async function chargeCard(orderId: string): Promise<void> {
  const declined = orderId.endsWith('-declined'); // stands in for the card processor's answer
  if (declined) {
    throw ApplicationFailure.nonRetryable('card declined', 'CardDeclined', orderId);
  }
}
