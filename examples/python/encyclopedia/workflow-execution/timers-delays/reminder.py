import asyncio
from datetime import timedelta

from temporalio import workflow


@workflow.defn
class Reminder:
    def __init__(self) -> None:
        self.confirmed = False

    @workflow.signal
    def confirm(self) -> None:
        self.confirmed = True

    @workflow.run
    async def run(self) -> str:
        # highlight-next-line
        await asyncio.sleep(timedelta(hours=24).total_seconds())
        try:
            # highlight-next-line
            await workflow.wait_condition(lambda: self.confirmed, timeout=timedelta(days=7))
        except asyncio.TimeoutError:
            return "expired"
        return "confirmed"
