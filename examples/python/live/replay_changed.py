"""examples/python/testing/workflows.py's ApprovalWorkflow, changed incompatibly: it sends the
reminder before it waits for approval, so its first Command (ScheduleActivityTask) differs from the
recorded one (StartTimer). Used by replay_control.py."""

from datetime import timedelta
from typing import Any

from temporalio import workflow


@workflow.defn(name="ApprovalWorkflow")
class ChangedApprovalWorkflow:
    def __init__(self) -> None:
        self._approved = False

    @workflow.run
    async def run(self, data: dict[str, Any]) -> str:
        await workflow.execute_activity(
            "send_reminder", data, start_to_close_timeout=timedelta(seconds=30)
        )
        await workflow.wait_condition(lambda: self._approved, timeout=timedelta(days=1))
        return "approved"

    @workflow.signal
    def approve(self) -> None:
        self._approved = True
