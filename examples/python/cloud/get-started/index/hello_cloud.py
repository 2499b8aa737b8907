import asyncio
import os
import uuid
from datetime import timedelta

from temporalio import activity, workflow
from temporalio.client import Client
from temporalio.worker import Worker


@activity.defn
async def compose_greeting(name: str) -> str:
    return f"Hello, {name}, from Temporal Cloud"


@workflow.defn
class GreetingWorkflow:
    @workflow.run
    async def run(self, name: str) -> str:
        return await workflow.execute_activity(
            compose_greeting, name, start_to_close_timeout=timedelta(seconds=10)
        )


async def main() -> None:
    client = await Client.connect(
        "us-east-1.aws.api.temporal.io:7233",
        namespace="my-namespace.abc12",
        # highlight-next-line
        api_key=os.environ["TEMPORAL_API_KEY"],
        tls=True,
    )
    async with Worker(
        client,
        task_queue="my-task-queue",
        workflows=[GreetingWorkflow],
        activities=[compose_greeting],
    ):
        result = await client.execute_workflow(
            GreetingWorkflow.run,
            "operator",
            id=f"greeting-{uuid.uuid4()}",
            task_queue="my-task-queue",
        )
        print(result)


if __name__ == "__main__":
    asyncio.run(main())
