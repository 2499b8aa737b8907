"""Start a Workflow with Search Attributes, then find it with a Visibility query."""

import asyncio

from temporalio.client import Client
from temporalio.common import SearchAttributePair, TypedSearchAttributes

from workflows import CUSTOMER_ID, ORDER_STATUS, ShipOrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    await client.execute_workflow(
        ShipOrderWorkflow.run,
        "order-77",
        id="ship-order-77",
        task_queue="my-task-queue",
        search_attributes=TypedSearchAttributes(
            [SearchAttributePair(CUSTOMER_ID, "customer-7"), SearchAttributePair(ORDER_STATUS, "new")]
        ),
    )
    query = 'CustomerId = "customer-7" AND OrderStatus = "shipped"'
    async for wf in client.list_workflows(query):
        print(wf.id, wf.typed_search_attributes.get(ORDER_STATUS))


if __name__ == "__main__":
    asyncio.run(main())
