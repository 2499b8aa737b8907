"""The order Workflow and Activity that worker.py registers (not shown on the page)."""

from datetime import timedelta

from temporalio import activity, workflow


@activity.defn
async def charge_card(order_id: str) -> str:
    return f"charge-{order_id}"


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        return await workflow.execute_activity(
            charge_card, order_id, start_to_close_timeout=timedelta(seconds=30)
        )
