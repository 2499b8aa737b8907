import { ApplicationFailure, createNexusServiceClient } from '@temporalio/workflow';
import { NexusOperationFailure } from '@temporalio/common';
import { paymentsService } from './api';

// Runs in the caller Namespace, owned by the checkout team.
export async function checkoutWorkflow(orderId: string, fromIban: string, toIban: string): Promise<string> {
  // highlight-start
  const payments = createNexusServiceClient({
    service: paymentsService,
    endpoint: 'payments-endpoint', // The Nexus Endpoint name registered on the Service.
  });
  // highlight-end

  const check = await payments.executeOperation('validateIban', { iban: toIban }, {
    scheduleToCloseTimeout: '10 seconds',
  });
  if (!check.valid) {
    throw ApplicationFailure.nonRetryable(`Invalid IBAN ${toIban}`, 'InvalidIban');
  }

  try {
    const result = await payments.executeOperation(
      'transfer',
      { transferId: orderId, fromIban, toIban, amountCents: 1999 },
      { scheduleToCloseTimeout: '1 hour' },
    );
    return result.status;
  } catch (err) {
    if (err instanceof NexusOperationFailure) {
      throw ApplicationFailure.nonRetryable(`Transfer failed: ${err.cause?.message}`, 'TransferFailed');
    }
    throw err;
  }
}
