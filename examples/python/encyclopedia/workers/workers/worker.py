import asyncio

from temporalio.client import Client
from temporalio.worker import Worker

from activities import charge_card, send_receipt
from workflows import OrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[OrderWorkflow],
        activities=[charge_card, send_receipt],
        max_concurrent_activities=50,
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
