"""A one-file smoke test: runs a Worker and a Workflow in the same process."""

import asyncio
import uuid
from datetime import timedelta

from temporalio import activity, workflow
from temporalio.client import Client
from temporalio.worker import Worker


@activity.defn
async def say_hello(name: str) -> str:
    return f"Hello, {name}!"


@workflow.defn
class HelloWorkflow:
    @workflow.run
    async def run(self, name: str) -> str:
        return await workflow.execute_activity(
            say_hello, name, start_to_close_timeout=timedelta(seconds=10)
        )


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    async with Worker(
        client,
        task_queue="my-task-queue",
        workflows=[HelloWorkflow],
        activities=[say_hello],
    ):
        result = await client.execute_workflow(
            HelloWorkflow.run,
            "Temporal",
            id=f"hello-{uuid.uuid4()}",
            task_queue="my-task-queue",
        )
        print(result)


if __name__ == "__main__":
    asyncio.run(main())
