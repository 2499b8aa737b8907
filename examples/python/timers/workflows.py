"""Durable Timers: sleeping, deadlines and racing a timer against a Signal."""

import asyncio
from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_subscription, send_trial_ending_email


@workflow.defn
class TrialWorkflow:
    def __init__(self) -> None:
        self.upgraded = False

    @workflow.run
    async def run(self, account_id: str) -> str:
        # A durable Timer: the Worker can restart any number of times during these 13 days.
        await workflow.sleep(timedelta(days=13), summary="wait until one day before trial ends")
        if not self.upgraded:
            await workflow.execute_activity(
                send_trial_ending_email, account_id, start_to_close_timeout=timedelta(seconds=30)
            )

        # Wait up to one more day for an upgrade Signal.
        try:
            await workflow.wait_condition(lambda: self.upgraded, timeout=timedelta(days=1))
        except asyncio.TimeoutError:
            return "trial expired"

        await workflow.execute_activity(
            charge_subscription, account_id, start_to_close_timeout=timedelta(seconds=30)
        )
        return "upgraded"

    @workflow.signal
    def upgrade(self) -> None:
        self.upgraded = True


@workflow.defn
class FirstResponderWorkflow:
    """Whichever finishes first wins: an Activity or a 30-minute Timer."""

    @workflow.run
    async def run(self, account_id: str) -> str:
        timer = asyncio.create_task(asyncio.sleep(timedelta(minutes=30).total_seconds()))
        work = workflow.start_activity(
            charge_subscription, account_id, start_to_close_timeout=timedelta(hours=1)
        )
        # workflow.wait is the deterministic counterpart of asyncio.wait.
        done, pending = await workflow.wait([timer, work], return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()  # cancels the Timer or requests Activity cancellation
        return "charged" if work in done else "gave up after 30 minutes"
