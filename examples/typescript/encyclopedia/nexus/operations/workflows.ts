import * as wf from '@temporalio/workflow';
import { paymentsService } from './payments-api';

export async function refundOrder(orderId: string): Promise<string> {
  const client = wf.createNexusServiceClient({ service: paymentsService, endpoint: 'payments-endpoint' });
  // highlight-start
  const out = await client.executeOperation('refund', { orderId }, { scheduleToCloseTimeout: '24 hours' });
  // highlight-end
  return out.refundId;
}
