"""A Worker whose Task Queue is limited to 20 Activity starts per second."""

import asyncio

from temporalio.client import Client
from temporalio.worker import Worker

from activities import charge_card


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: rate-limit
    worker = Worker(
        client,
        task_queue="payments",
        activities=[charge_card],
        # highlight-next-line
        max_task_queue_activities_per_second=20,
    )
    # endregion: rate-limit
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
