// The Workflow Types that the CLI pages (docs/cli/workflow.mdx, docs/cli/schedule.mdx) drive with
// `temporal workflow …` and `temporal schedule …`; scripts/checks/live.mjs runs them on a Worker
// (`node live/worker.js live/cli`) while it runs the pages' commands.
import { condition, defineQuery, defineSignal, setHandler } from '@temporalio/workflow';

export interface OrderInput {
  orderId: string;
  amount?: number;
}

export interface OrderItem {
  sku: string;
  quantity: number;
}

export interface OrderStatus {
  orderId: string;
  items: OrderItem[];
  customerUpdates: number;
}

export const addItem = defineSignal<[OrderItem]>('addItem');
export const customerUpdated = defineSignal('customerUpdated');
export const getStatus = defineQuery<OrderStatus>('getStatus');

// Runs until it is cancelled (or terminated): cancellation surfaces as a CancelledFailure thrown
// from condition(), so the execution closes as Canceled.
export async function OrderWorkflow(input: OrderInput): Promise<OrderStatus> {
  const status: OrderStatus = { orderId: input.orderId, items: [], customerUpdates: 0 };
  setHandler(addItem, (item) => {
    status.items.push(item);
  });
  setHandler(customerUpdated, () => {
    status.customerUpdates += 1;
  });
  setHandler(getStatus, () => status);
  await condition(() => false);
  return status;
}

// Started by the schedule page's Schedule; returns at once.
export async function ReportWorkflow(input: { format: string }): Promise<string> {
  return `nightly report as ${input.format}`;
}
