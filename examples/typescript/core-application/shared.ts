// Names and types shared by the Workflow, the Worker and the Client.
export const TASK_QUEUE = 'my-task-queue';

export interface OrderInput {
  orderId: string;
  customerEmail: string;
  amountCents: number;
}

export interface OrderResult {
  orderId: string;
  chargeId: string;
  status: 'COMPLETED';
}
