import asyncio
from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_card


@workflow.defn
class OrderWorkflow:
    def __init__(self) -> None:
        self.shipped = False

    @workflow.signal
    def mark_shipped(self) -> None:
        self.shipped = True

    @workflow.run
    async def run(self, order_id: str) -> str:
        # highlight-next-line
        await workflow.execute_activity(
            charge_card,
            order_id,
            start_to_close_timeout=timedelta(seconds=30),
        )
        try:
            # highlight-next-line
            await workflow.wait_condition(lambda: self.shipped, timeout=timedelta(days=1))
        except asyncio.TimeoutError:
            return f"{order_id}: charged, not shipped"
        return f"{order_id}: shipped"
