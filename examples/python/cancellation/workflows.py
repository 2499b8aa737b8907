"""A Workflow that cleans up when it is cancelled."""

import asyncio
from datetime import timedelta

from temporalio import workflow
from temporalio.exceptions import ActivityError, CancelledError
from temporalio.workflow import ActivityCancellationType

with workflow.unsafe.imports_passed_through():
    from activities import build_report, release_resources


@workflow.defn
class ReportWorkflow:
    @workflow.run
    async def run(self, report_id: str) -> str:
        try:
            return await workflow.execute_activity(
                build_report,
                report_id,
                start_to_close_timeout=timedelta(hours=1),
                # Without a heartbeat timeout the Activity is never told it was cancelled;
                # a short one also makes the SDK send heartbeats often.
                heartbeat_timeout=timedelta(seconds=10),
                # Wait for the Activity to acknowledge before continuing with cleanup.
                cancellation_type=ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
            )
        except (asyncio.CancelledError, ActivityError) as err:
            # A cancelled Activity surfaces as ActivityError whose cause is
            # CancelledError; a cancelled timer or wait surfaces as asyncio.CancelledError.
            if isinstance(err, ActivityError) and not isinstance(err.cause, CancelledError):
                raise
            workflow.logger.info("Workflow cancelled, running cleanup")
            # New Activities scheduled after the cancellation run normally.
            await workflow.execute_activity(
                release_resources, report_id, start_to_close_timeout=timedelta(seconds=30)
            )
            # Re-raise so the Execution closes as Cancelled rather than Completed.
            raise


@workflow.defn
class RaceWorkflow:
    """Cancels its own Activity when a deadline passes first."""

    @workflow.run
    async def run(self, report_id: str) -> str:
        handle = workflow.start_activity(
            build_report,
            report_id,
            start_to_close_timeout=timedelta(hours=1),
            heartbeat_timeout=timedelta(seconds=10),
        )
        try:
            # asyncio.wait_for uses a durable Timer and cancels the Activity on timeout.
            return await asyncio.wait_for(handle, timeout=timedelta(minutes=5).total_seconds())
        except asyncio.TimeoutError:
            return "report took too long; cancelled"
