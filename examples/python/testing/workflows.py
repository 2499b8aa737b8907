"""A Workflow that waits up to three days for approval and sends a reminder after one day."""

import asyncio
from dataclasses import dataclass
from datetime import timedelta

from temporalio import activity, workflow


@dataclass
class ReminderInput:
    document_id: str
    reviewer_email: str


@activity.defn
async def send_reminder(data: ReminderInput) -> None:
    # Production code would send an email here.
    activity.logger.info("Reminding %s about %s", data.reviewer_email, data.document_id)


@workflow.defn
class ApprovalWorkflow:
    def __init__(self) -> None:
        self._approved = False
        self.reminders_sent = 0

    @workflow.run
    async def run(self, data: ReminderInput) -> str:
        for _ in range(3):
            try:
                # Wait one day for the approval Signal, then remind.
                await workflow.wait_condition(lambda: self._approved, timeout=timedelta(days=1))
                return "approved"
            except asyncio.TimeoutError:
                await workflow.execute_activity(
                    send_reminder, data, start_to_close_timeout=timedelta(seconds=30)
                )
                self.reminders_sent += 1
        return "expired"

    @workflow.signal
    def approve(self) -> None:
        self._approved = True

    @workflow.query
    def reminder_count(self) -> int:
        return self.reminders_sent
