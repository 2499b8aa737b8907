"""The Workflow that worker.py registers (not shown on the page)."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_card, ship_order


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> None:
        await workflow.execute_activity(charge_card, order_id, start_to_close_timeout=timedelta(seconds=30))
        await workflow.execute_activity(ship_order, order_id, start_to_close_timeout=timedelta(minutes=5))
