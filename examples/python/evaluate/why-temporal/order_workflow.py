from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities import charge, refund, reserve_stock, ship


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        opts = workflow.ActivityConfig(
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=RetryPolicy(maximum_interval=timedelta(minutes=1)),
        )
        await workflow.execute_activity(charge, order_id, **opts)
        try:
            await workflow.execute_activity(reserve_stock, order_id, **opts)
            await workflow.execute_activity(ship, order_id, **opts)
        except ActivityError:
            # highlight-next-line
            await workflow.execute_activity(refund, order_id, **opts)
            raise
        return "shipped"
