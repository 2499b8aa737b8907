"""The Workflow whose recorded history test_replay.py replays (not shown on the page)."""

from datetime import timedelta

from temporalio import workflow


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        return await workflow.execute_activity(
            "charge_card", order_id, start_to_close_timeout=timedelta(seconds=30), result_type=str
        )
