"""Start the report Workflow, then cancel it."""

import asyncio

from temporalio.client import Client, WorkflowFailureError
from temporalio.exceptions import CancelledError

from workflows import ReportWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    handle = await client.start_workflow(
        ReportWorkflow.run, "q3-sales", id="report-q3-sales", task_queue="my-task-queue"
    )
    await asyncio.sleep(5)
    # A request: the Workflow decides how to react. terminate() would stop it outright.
    await handle.cancel()
    try:
        await handle.result()
    except WorkflowFailureError as err:
        if isinstance(err.cause, CancelledError):
            print("Workflow was cancelled and cleaned up")
        else:
            raise


if __name__ == "__main__":
    asyncio.run(main())
