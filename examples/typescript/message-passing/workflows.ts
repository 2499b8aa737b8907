import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  defineQuery,
  defineSignal,
  defineUpdate,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import type * as activities from './activities';

export interface CartItem {
  sku: string;
  quantity: number;
}

// Message definitions live next to the Workflow and are imported by the Client for type safety.
export const addItemUpdate = defineUpdate<CartItem[], [CartItem]>('addItem');
export const itemsQuery = defineQuery<CartItem[]>('items');
export const checkoutSignal = defineSignal('checkout');
export const cancelSignal = defineSignal<[string]>('cancel');

const { reserveStock } = proxyActivities<typeof activities>({ startToCloseTimeout: '10 seconds' });

export async function shoppingCart(): Promise<CartItem[]> {
  const items: CartItem[] = [];
  let checkedOut = false;
  let cancelReason: string | undefined;

  // Query: read-only, must be synchronous and must not change state.
  setHandler(itemsQuery, () => items);

  // Signals: fire-and-forget; the sender gets no result.
  setHandler(checkoutSignal, () => {
    checkedOut = true;
  });
  setHandler(cancelSignal, (reason) => {
    cancelReason = reason;
  });

  // Update: the caller waits for the return value. The validator runs first and may reject the
  // Update without writing anything to the Event History.
  // highlight-start
  setHandler(
    addItemUpdate,
    async (item) => {
      await reserveStock(item.sku, item.quantity); // Handlers may be async and call Activities.
      items.push(item);
      return items;
    },
    {
      validator: (item) => {
        if (checkedOut) throw new Error('Cart is already checked out');
        if (item.quantity < 1) throw new Error('Quantity must be at least 1');
      },
    },
  );
  // highlight-end

  await condition(() => checkedOut || cancelReason !== undefined);
  // Let in-progress Update handlers finish before the Workflow returns.
  await condition(allHandlersFinished);

  if (cancelReason !== undefined) {
    throw ApplicationFailure.nonRetryable(`Cart cancelled: ${cancelReason}`, 'CartCancelled');
  }
  return items;
}
