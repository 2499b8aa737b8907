"""Start the Workflow with Workflow-level timeouts and print how it ended."""

import asyncio
from datetime import timedelta

from temporalio.client import Client, WorkflowFailureError

from workflows import TransferWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    try:
        result = await client.execute_workflow(
            TransferWorkflow.run,
            25_000,
            id="transfer-42",
            task_queue="my-task-queue",
            # Bound the whole Execution, including any Continue-As-New runs.
            execution_timeout=timedelta(hours=1),
        )
        print(f"Result: {result}")
    except WorkflowFailureError as err:
        print(f"Workflow failed: {err.cause}")


if __name__ == "__main__":
    asyncio.run(main())
