import asyncio
from datetime import timedelta
from typing import Optional

from temporalio import workflow


@workflow.defn
class ExpenseApproval:
    def __init__(self) -> None:
        self.decision: Optional[str] = None

    @workflow.signal
    def decide(self, decision: str) -> None:
        self.decision = decision

    @workflow.query
    def status(self) -> str:
        return self.decision or "pending"

    @workflow.run
    async def run(self, expense_id: str) -> str:
        try:
            # highlight-next-line
            await workflow.wait_condition(lambda: self.decision is not None, timeout=timedelta(days=3))
        except asyncio.TimeoutError:
            return "escalated"
        return self.decision or "pending"
