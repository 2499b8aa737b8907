import { proxyActivities } from '@temporalio/workflow';

interface BillingActivities {
  ChargeCard(req: { CustomerID: string; AmountCents: number }): Promise<string>;
}

const billing = proxyActivities<BillingActivities>({
  taskQueue: 'billing',
  startToCloseTimeout: '30 seconds',
});

export async function orderWorkflow(customerId: string, amountCents: number): Promise<string> {
  return billing.ChargeCard({ CustomerID: customerId, AmountCents: amountCents });
}
