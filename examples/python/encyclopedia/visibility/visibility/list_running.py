from temporalio.client import Client


async def list_running_orders(client: Client) -> None:
    query = "WorkflowType = 'OrderWorkflow' AND ExecutionStatus = 'Running'"
    async for wf in client.list_workflows(query):
        print(wf.id, wf.status)
    count = await client.count_workflows(query)
    print("running orders:", count.count)
