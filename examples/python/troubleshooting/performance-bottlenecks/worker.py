"""A Worker sized for a high-throughput Task Queue."""

import asyncio

from temporalio.client import Client
from temporalio.worker import Worker

from activities import charge_card, ship_order
from workflows import OrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: tuned
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[OrderWorkflow],
        activities=[charge_card, ship_order],
        max_concurrent_activities=500,
        max_concurrent_workflow_tasks=200,
        max_cached_workflows=2000,
    )
    # endregion: tuned
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
