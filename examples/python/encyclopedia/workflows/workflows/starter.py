"""Starts OrderWorkflow with all three Workflow timeouts set."""

import asyncio
from datetime import timedelta

from temporalio.client import Client

from workflows import OrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: timeouts
    handle = await client.start_workflow(
        OrderWorkflow.run,
        "order-1042",
        id="order-1042",
        task_queue="my-task-queue",
        execution_timeout=timedelta(hours=24),
        run_timeout=timedelta(hours=1),
        task_timeout=timedelta(seconds=10),
    )
    # endregion: timeouts
    print(await handle.result())


if __name__ == "__main__":
    asyncio.run(main())
