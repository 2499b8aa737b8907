from datetime import timedelta

from temporalio import workflow


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        await workflow.sleep(timedelta(seconds=1))
        return f"order {order_id} done"
