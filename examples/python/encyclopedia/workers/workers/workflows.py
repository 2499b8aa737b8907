"""The order Workflow that worker.py registers (not shown on the page)."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_card, send_receipt


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        charge_id = await workflow.execute_activity(
            charge_card, order_id, start_to_close_timeout=timedelta(seconds=30)
        )
        await workflow.execute_activity(
            send_receipt, args=[order_id, charge_id], start_to_close_timeout=timedelta(seconds=30)
        )
        return charge_id
