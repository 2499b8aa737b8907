import { ApplicationFailure } from '@temporalio/activity';

export async function chargeCard(orderId: string): Promise<void> {
  if (orderId.endsWith('-declined')) {
    throw ApplicationFailure.nonRetryable('card declined', 'CardDeclined');
  }
}
