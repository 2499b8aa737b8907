import { ApplicationFailure, log } from '@temporalio/activity';
import type { OrderInput } from './shared';

// Activities are ordinary async functions. They may call networks, databases and clocks;
// the Worker retries them according to the Retry Policy set by the calling Workflow.
export async function chargeCard(input: OrderInput): Promise<string> {
  if (input.amountCents <= 0) {
    // A non-retryable failure stops the retries at once: retrying cannot fix bad input.
    throw ApplicationFailure.nonRetryable(`Invalid amount ${input.amountCents}`, 'InvalidAmount');
  }
  log.info('Charging card', { orderId: input.orderId, amountCents: input.amountCents });
  // Call your payment provider here and return its charge identifier.
  return `charge-${input.orderId}`;
}

export async function sendReceipt(email: string, chargeId: string): Promise<void> {
  log.info('Sending receipt', { email, chargeId });
  // Call your email service here.
}
