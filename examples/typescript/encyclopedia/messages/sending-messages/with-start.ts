import type { Client } from '@temporalio/client';
import { addItemSignal, addItemUpdate, cartWorkflow, type Item } from './workflows';
// region: with-start
import { WithStartWorkflowOperation } from '@temporalio/client';

// Signal-With-Start
export async function addItemWithSignal(client: Client, item: Item): Promise<void> {
  await client.workflow.signalWithStart(cartWorkflow, {
    workflowId: 'cart-7',
    taskQueue: 'carts',
    signal: addItemSignal,
    signalArgs: [item],
  });
}

// Update-With-Start
export async function addItemWithUpdate(client: Client, item: Item): Promise<number> {
  const startWorkflowOperation = new WithStartWorkflowOperation(cartWorkflow, {
    workflowId: 'cart-7',
    taskQueue: 'carts',
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  const total = await client.workflow.executeUpdateWithStart(addItemUpdate, {
    args: [item],
    startWorkflowOperation,
  });
  return total;
}
// endregion: with-start
