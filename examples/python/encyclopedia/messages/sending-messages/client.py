"""Sends a Signal, a Query and Updates, and starts Workflows with a message attached."""

import asyncio

from temporalio.client import Client

from workflows import Approval, CartWorkflow, Item, OrderWorkflow


async def signal_and_query(client: Client) -> None:
    # region: signal
    handle = client.get_workflow_handle_for(OrderWorkflow.run, "order-1042")
    await handle.signal(OrderWorkflow.approve, Approval(by="alice"))
    # endregion: signal
    # region: query
    status = await handle.query(OrderWorkflow.status)
    # endregion: query
    print(status)


async def update(client: Client) -> None:
    # region: update
    handle = client.get_workflow_handle_for(CartWorkflow.run, "cart-7")
    # highlight-next-line
    total = await handle.execute_update(CartWorkflow.add_item, Item(sku="sku-42", qty=2))
    # endregion: update
    print(total)


async def with_start(client: Client, item: Item) -> None:
    # region: with-start
    from temporalio.client import WithStartWorkflowOperation
    from temporalio.common import WorkflowIDConflictPolicy

    # Signal-With-Start
    await client.start_workflow(
        CartWorkflow.run, id="cart-7", task_queue="carts",
        start_signal="add_item", start_signal_args=[item],
    )

    # Update-With-Start
    start_op = WithStartWorkflowOperation(
        CartWorkflow.run, id="cart-7", task_queue="carts",
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
    )
    total = await client.execute_update_with_start_workflow(
        CartWorkflow.add_item, item, start_workflow_operation=start_op
    )
    # endregion: with-start
    print(total)


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    await signal_and_query(client)
    await update(client)
    await with_start(client, Item(sku="sku-7", qty=1))


if __name__ == "__main__":
    asyncio.run(main())
