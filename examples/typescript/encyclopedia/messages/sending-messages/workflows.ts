import { condition, defineQuery, defineSignal, defineUpdate, setHandler } from '@temporalio/workflow';

export interface Approval {
  by: string;
}

export interface Item {
  sku: string;
  qty: number;
}

export const approveSignal = defineSignal<[Approval]>('approve');
export const statusQuery = defineQuery<string>('status');

export async function orderWorkflow(): Promise<string> {
  let approval: Approval | undefined;
  setHandler(approveSignal, (a) => {
    approval = a;
  });
  setHandler(statusQuery, () => (approval ? `approved by ${approval.by}` : 'awaiting approval'));
  await condition(() => approval !== undefined);
  return `approved by ${approval!.by}`;
}

export const addItemSignal = defineSignal<[Item]>('add-item-signal');
export const addItemUpdate = defineUpdate<number, [Item]>('add-item');
export const checkoutSignal = defineSignal('checkout');

export async function cartWorkflow(): Promise<Item[]> {
  const items: Item[] = [];
  let checkedOut = false;
  setHandler(addItemSignal, (item) => {
    items.push(item);
  });
  setHandler(addItemUpdate, (item) => {
    items.push(item);
    return items.reduce((sum, i) => sum + i.qty, 0);
  });
  setHandler(checkoutSignal, () => {
    checkedOut = true;
  });
  await condition(() => checkedOut);
  return items;
}
