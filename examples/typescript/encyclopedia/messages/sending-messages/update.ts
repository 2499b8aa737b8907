import type { Client } from '@temporalio/client';
// region: update
import { addItemUpdate } from './workflows';

export async function addToCart(client: Client): Promise<number> {
  const handle = client.workflow.getHandle('cart-7');
  // highlight-next-line
  const total = await handle.executeUpdate(addItemUpdate, { args: [{ sku: 'sku-42', qty: 2 }] });
  return total;
}
// endregion: update
