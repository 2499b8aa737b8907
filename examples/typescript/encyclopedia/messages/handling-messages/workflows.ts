import {
  allHandlersFinished,
  condition,
  defineQuery,
  defineSignal,
  defineUpdate,
  setHandler,
} from '@temporalio/workflow';

export interface Item {
  sku: string;
  qty: number;
}

export const clearSignal = defineSignal('clear');
export const checkoutSignal = defineSignal('checkout');
export const itemsQuery = defineQuery<Item[]>('items');
export const addItemUpdate = defineUpdate<number, [Item]>('add-item');

export async function cartWorkflow(): Promise<void> {
  let items: Item[] = [];
  let checkedOut = false;

  setHandler(clearSignal, () => {
    items = [];
  });
  setHandler(checkoutSignal, () => {
    checkedOut = true;
  });
  setHandler(itemsQuery, () => items);
  setHandler(
    addItemUpdate,
    (item) => {
      items.push(item);
      return items.length;
    },
    {
      // highlight-next-line
      validator: (item) => {
        if (item.qty <= 0) throw new Error('quantity must be positive');
      },
    },
  );

  await condition(() => checkedOut);
  await condition(allHandlersFinished);
}
