"""The starter: asks the Temporal Service to run one Workflow Execution and waits for it."""

import asyncio

from temporalio.client import Client

from shared import TASK_QUEUE, OrderInput
from workflows import OrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    result = await client.execute_workflow(
        OrderWorkflow.run,
        OrderInput(order_id="order-1001", customer_email="buyer@example.com", amount_cents=2599),
        id="order-1001",
        task_queue=TASK_QUEUE,
    )
    print(f"Workflow result: {result}")


if __name__ == "__main__":
    asyncio.run(main())
