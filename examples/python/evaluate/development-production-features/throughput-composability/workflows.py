from dataclasses import dataclass, field
from datetime import timedelta

from temporalio import workflow


@dataclass
class AccountState:
    account_id: str
    balance: int = 0
    processed: list[str] = field(default_factory=list)


@workflow.defn
class AccountWorkflow:
    def __init__(self) -> None:
        self.pending: list[tuple[str, int]] = []

    @workflow.signal
    def post(self, txn_id: str, amount: int) -> None:
        self.pending.append((txn_id, amount))

    @workflow.run
    async def run(self, state: AccountState) -> None:
        while True:
            await workflow.wait_condition(lambda: bool(self.pending))
            txn_id, amount = self.pending.pop(0)
            state.balance += amount
            state.processed = (state.processed + [txn_id])[-100:]
            if workflow.info().is_continue_as_new_suggested() and not self.pending:
                # highlight-next-line
                workflow.continue_as_new(state)
