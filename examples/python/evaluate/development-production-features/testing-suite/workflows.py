"""The Workflow under test in test_subscription.py (not shown on the page)."""

from datetime import timedelta

from temporalio import workflow


@workflow.defn
class SubscriptionWorkflow:
    @workflow.run
    async def run(self, customer_id: str) -> None:
        for _ in range(12):
            await workflow.execute_activity(
                "charge_subscription", customer_id, start_to_close_timeout=timedelta(minutes=1)
            )
            await workflow.sleep(timedelta(days=25))
            await workflow.execute_activity(
                "send_reminder", customer_id, start_to_close_timeout=timedelta(minutes=1)
            )
            await workflow.sleep(timedelta(days=5))
