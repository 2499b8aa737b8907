import asyncio

from temporalio.client import Client

from workflows import GreetingWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # highlight-next-line
    result = await client.execute_workflow(
        GreetingWorkflow.run,
        "Temporal",
        id="greeting-workflow",
        task_queue="my-task-queue",
    )
    print(f"Result: {result}")


if __name__ == "__main__":
    asyncio.run(main())
