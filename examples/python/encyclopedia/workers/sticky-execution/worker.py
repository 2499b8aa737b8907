"""A Worker with a larger Workflow cache and a shorter wait on its sticky queue."""

import asyncio
from datetime import timedelta

from temporalio.client import Client
from temporalio.worker import Worker

from workflows import OrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: sticky
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[OrderWorkflow],
        # highlight-next-line
        max_cached_workflows=2000,
        sticky_queue_schedule_to_start_timeout=timedelta(seconds=10),
    )
    # endregion: sticky
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
