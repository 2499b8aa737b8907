import asyncio

from temporalio.client import Client


async def main() -> None:
    client = await Client.connect("localhost:7233")
    # highlight-next-line
    async for wf in client.list_workflows("WorkflowType = 'OrderWorkflow' AND ExecutionStatus = 'Failed'"):
        print(wf.id, wf.run_id, wf.close_time)


asyncio.run(main())
