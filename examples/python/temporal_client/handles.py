"""Start, look up, list and control Workflow Executions with a Client."""

import asyncio
from datetime import timedelta

from temporalio import workflow
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.common import WorkflowIDConflictPolicy


@workflow.defn
class GreetingWorkflow:
    @workflow.run
    async def run(self, name: str) -> str:
        await workflow.sleep(timedelta(seconds=5))
        return f"Hello, {name}!"


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")

    # start_workflow returns as soon as the Service has recorded the start.
    handle = await client.start_workflow(
        GreetingWorkflow.run,
        "Ada",
        id="greeting-ada",
        task_queue="my-task-queue",
        execution_timeout=timedelta(minutes=10),
        # Attach to the running Execution instead of failing if the ID is in use.
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
    )
    print(f"Started {handle.id}, run {handle.result_run_id}")

    # Any process can get a handle from the Workflow ID alone.
    same_handle = client.get_workflow_handle_for(GreetingWorkflow.run, "greeting-ada")
    description = await same_handle.describe()
    print(f"Status: {description.status.name if description.status else 'unknown'}")

    try:
        print(await same_handle.result())
    except WorkflowFailureError as err:
        print(f"Workflow failed: {err.cause}")

    # List Executions with a Visibility query.
    async for execution in client.list_workflows('WorkflowType = "GreetingWorkflow"'):
        if execution.status == WorkflowExecutionStatus.RUNNING:
            print(f"Still running: {execution.id}")


if __name__ == "__main__":
    asyncio.run(main())
