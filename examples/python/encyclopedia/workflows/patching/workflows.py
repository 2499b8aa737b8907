"""An order Workflow that gained a fraud screen, patched so that running Executions still replay."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_card, screen_order


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        # region: patched
        if workflow.patched("add-fraud-screen"):
            # highlight-next-line
            await workflow.execute_activity(
                screen_order, order_id, start_to_close_timeout=timedelta(seconds=30)
            )
        charge_id = await workflow.execute_activity(
            charge_card, order_id, start_to_close_timeout=timedelta(seconds=30)
        )
        # endregion: patched
        return charge_id
