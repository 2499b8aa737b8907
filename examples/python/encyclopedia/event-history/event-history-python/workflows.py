"""OrderWorkflow, whose histories the replay tests on the page check."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_card, check_fraud, ship_order


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> None:
        # region: patched
        if workflow.patched("fraud-check"):
            await workflow.execute_activity(
                check_fraud, order_id, start_to_close_timeout=timedelta(seconds=10)
            )
        await workflow.execute_activity(charge_card, order_id, start_to_close_timeout=timedelta(seconds=30))
        # endregion: patched
        await workflow.execute_activity(ship_order, order_id, start_to_close_timeout=timedelta(minutes=5))
