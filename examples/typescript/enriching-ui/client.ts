import { Client } from '@temporalio/client';
import { collectPayment } from './workflows';

export async function start(client: Client): Promise<void> {
  await client.workflow.start(collectPayment, {
    taskQueue: 'payments',
    workflowId: 'payment-inv-7731',
    args: ['inv-7731', 'billing@example.com'],
    // highlight-start
    // Fixed for the life of the execution; shown in the Workflow list and detail page.
    staticSummary: 'Collect payment for invoice inv-7731',
    staticDetails: [
      '### Payment collection',
      '- Customer: billing@example.com',
      '- Runbook: https://example.com/runbooks/payments',
    ].join('\n'),
    // highlight-end
  });
}
