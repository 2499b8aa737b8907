"""The Workflow that app/worker.py registers (not shown on the pages)."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from app.activities import charge_card


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        return await workflow.execute_activity(
            charge_card, order_id, start_to_close_timeout=timedelta(seconds=30)
        )
