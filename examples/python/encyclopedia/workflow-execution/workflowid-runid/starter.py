import asyncio

from temporalio.client import Client
from temporalio.common import WorkflowIDConflictPolicy, WorkflowIDReusePolicy


async def main() -> None:
    client = await Client.connect("localhost:7233")
    handle = await client.start_workflow(
        "ChargeInvoice",
        "2024-0042",
        id="invoice-2024-0042",
        task_queue="my-task-queue",
        # highlight-start
        id_reuse_policy=WorkflowIDReusePolicy.REJECT_DUPLICATE,
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
        # highlight-end
    )
    print(handle.id, handle.result_run_id)


asyncio.run(main())
