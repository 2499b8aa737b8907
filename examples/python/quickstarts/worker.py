import asyncio

from temporalio.client import Client
from temporalio.worker import Worker

from activities import greet
from workflows import GreetingWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[GreetingWorkflow],
        activities=[greet],
    )
    # highlight-next-line
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
