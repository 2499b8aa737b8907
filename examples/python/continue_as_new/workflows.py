"""An entity Workflow that processes events forever and continues as new to stay small."""

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Optional

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import apply_points


@dataclass
class LoyaltyState:
    customer_id: str
    points: int = 0
    pending: list[int] = field(default_factory=list)


@workflow.defn
class LoyaltyAccountWorkflow:
    @workflow.init
    def __init__(self, state: LoyaltyState) -> None:
        # Signals may arrive before run() starts, so build state here.
        self.state = state

    @workflow.run
    async def run(self, state: LoyaltyState) -> None:
        while True:
            await workflow.wait_condition(
                lambda: bool(self.state.pending) or workflow.info().is_continue_as_new_suggested()
            )
            while self.state.pending:
                earned = self.state.pending.pop(0)
                self.state.points = await workflow.execute_activity(
                    apply_points,
                    args=[self.state.customer_id, self.state.points, earned],
                    start_to_close_timeout=timedelta(seconds=10),
                )

            if workflow.info().is_continue_as_new_suggested():
                # Let Signal handlers finish so no message is lost, then start a fresh
                # run with the same Workflow ID, carrying the state as input.
                await workflow.wait_condition(workflow.all_handlers_finished)
                workflow.continue_as_new(self.state)

    @workflow.signal
    def earn(self, points: int) -> None:
        self.state.pending.append(points)

    @workflow.query
    def balance(self) -> int:
        return self.state.points


@workflow.defn
class BatchWorkflow:
    """Processes a large list in pages, continuing as new after each page."""

    @workflow.run
    async def run(self, cursor: Optional[str] = None) -> None:
        next_cursor = await workflow.execute_activity(
            "process_page", cursor, start_to_close_timeout=timedelta(minutes=5),
            result_type=str,
        )
        if next_cursor:
            workflow.continue_as_new(next_cursor)
