import asyncio

from temporalio.client import Client, WorkflowUpdateFailedError

from approval import Approval, Request


async def main() -> None:
    client = await Client.connect("localhost:7233")
    handle = await client.start_workflow(
        Approval.run, Request("alice", 500), id="approval-77", task_queue="my-task-queue"
    )
    await handle.signal(Approval.comment, "please review by Friday")  # returns once recorded
    try:
        await handle.execute_update(Approval.approve, "alice")  # rejected by the validator
    except WorkflowUpdateFailedError as err:
        print("rejected:", err.cause)
    status = await handle.execute_update(Approval.approve, "bob")  # accepted and completed
    print(status, await handle.query(Approval.status_now))


asyncio.run(main())
