"""A Worker whose slots follow the host's memory and CPU use instead of fixed limits."""

import asyncio

from temporalio.client import Client

from activities import charge_card, send_receipt
from workflows import OrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: tuner
    from temporalio.worker import Worker, WorkerTuner

    tuner = WorkerTuner.create_resource_based(
        target_memory_usage=0.8,
        target_cpu_usage=0.9,
    )
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[OrderWorkflow],
        activities=[charge_card, send_receipt],
        tuner=tuner,
    )
    # endregion: tuner
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
