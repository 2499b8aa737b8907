"""Send messages to the cart from a Client."""

import asyncio

from temporalio.client import Client, WithStartWorkflowOperation, WorkflowUpdateFailedError
from temporalio.common import WorkflowIDConflictPolicy

from workflows import CartItem, CartWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")

    # Update-with-Start: create the cart if needed and add the first item in one call.
    start_op = WithStartWorkflowOperation(
        CartWorkflow.run,
        "customer-7",
        id="cart-customer-7",
        task_queue="my-task-queue",
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
    )
    count = await client.execute_update_with_start_workflow(
        CartWorkflow.add_item,
        CartItem(sku="book-123", quantity=1),
        start_workflow_operation=start_op,
    )
    print(f"Items in cart: {count}")
    handle = await start_op.workflow_handle()

    # A rejected Update raises on the caller and leaves no trace in history.
    try:
        await handle.execute_update(CartWorkflow.add_item, CartItem(sku="pen-9", quantity=0))
    except WorkflowUpdateFailedError as err:
        print(f"Update rejected: {err.cause}")

    # Queries read state; Signals are fire-and-forget.
    print(await handle.query(CartWorkflow.items))
    await handle.signal(CartWorkflow.checkout)
    print(await handle.result())


if __name__ == "__main__":
    asyncio.run(main())
