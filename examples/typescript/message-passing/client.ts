import { Client, WithStartWorkflowOperation, WorkflowUpdateFailedError } from '@temporalio/client';
import { addItemUpdate, checkoutSignal, itemsQuery, shoppingCart } from './workflows';

export async function shop(client: Client, customerId: string): Promise<void> {
  // Update-with-Start: create the cart if it does not exist, then add the item, in one call.
  const startCart = new WithStartWorkflowOperation(shoppingCart, {
    workflowId: `cart-${customerId}`,
    taskQueue: 'my-task-queue',
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  const afterFirst = await client.workflow.executeUpdateWithStart(addItemUpdate, {
    args: [{ sku: 'tea-001', quantity: 2 }],
    startWorkflowOperation: startCart,
  });
  console.log('cart now has', afterFirst.length, 'lines');

  const handle = await startCart.workflowHandle();

  // Update on a running Workflow; a validator rejection surfaces as WorkflowUpdateFailedError.
  try {
    await handle.executeUpdate(addItemUpdate, { args: [{ sku: 'mug-002', quantity: 0 }] });
  } catch (err) {
    if (err instanceof WorkflowUpdateFailedError) {
      console.log('rejected:', err.cause?.message);
    } else {
      throw err;
    }
  }

  // Query the current state, then signal checkout and wait for the result.
  console.log(await handle.query(itemsQuery));
  await handle.signal(checkoutSignal);
  console.log('final cart', await handle.result());
}
