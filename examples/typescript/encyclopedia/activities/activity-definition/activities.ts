// region: billing
import { activityInfo } from '@temporalio/activity';

export interface ChargeRequest {
  customerId: string;
  amountCents: number;
}

export function createBillingActivities(payments: PaymentClient, db: Database) {
  return {
    async chargeCard(req: ChargeRequest): Promise<string> {
      const info = activityInfo();
      const key = `${info.workflowExecution?.workflowId}-${info.activityId}`;
      return payments.charge(req.customerId, req.amountCents, key);
    },
    async recordCharge(orderId: string, chargeId: string): Promise<void> {
      await db.insertChargeIfAbsent(orderId, chargeId);
    },
  };
}
// endregion: billing

// The dependencies the Worker injects when it registers the Activities.
export interface PaymentClient {
  charge(customerId: string, amountCents: number, idempotencyKey: string): Promise<string>;
}

export interface Database {
  insertChargeIfAbsent(orderId: string, chargeId: string): Promise<void>;
}
