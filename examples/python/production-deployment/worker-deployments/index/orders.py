"""The order Workflow and Activities that worker.py registers (not shown on the page)."""

from datetime import timedelta

from temporalio import activity, workflow


@activity.defn
async def charge(order_id: str) -> None:
    activity.logger.info("charging %s", order_id)


@activity.defn
async def ship(order_id: str) -> None:
    activity.logger.info("shipping %s", order_id)


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> None:
        await workflow.execute_activity(charge, order_id, start_to_close_timeout=timedelta(seconds=30))
        await workflow.execute_activity(ship, order_id, start_to_close_timeout=timedelta(seconds=30))
