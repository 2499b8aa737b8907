"""Patching: changing Workflow code while old Executions are still running."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import send_email, send_sms


@workflow.defn
class NotifyWorkflow:
    @workflow.run
    async def run(self, user_id: str) -> None:
        # Version 1 sent an email only. Version 2 sends an SMS first.
        # patched() returns True for new Executions (and records a marker) and
        # False when replaying a history that was written before the patch.
        if workflow.patched("add-sms-notification"):
            await workflow.execute_activity(
                send_sms, user_id, start_to_close_timeout=timedelta(seconds=10)
            )
        await workflow.execute_activity(
            send_email, user_id, start_to_close_timeout=timedelta(seconds=10)
        )


@workflow.defn(name="NotifyWorkflow")
class NotifyWorkflowAfterMigration:
    """Step 2: once no pre-patch Execution remains, deprecate the patch.

    Keep only the new code path. deprecate_patch() still accepts histories
    that contain the marker, so Executions started during step 1 keep working.
    New Executions still record the marker, flagged as deprecated, which code
    without any patch call (step 3) skips on replay.
    """

    @workflow.run
    async def run(self, user_id: str) -> None:
        workflow.deprecate_patch("add-sms-notification")
        await workflow.execute_activity(
            send_sms, user_id, start_to_close_timeout=timedelta(seconds=10)
        )
        await workflow.execute_activity(
            send_email, user_id, start_to_close_timeout=timedelta(seconds=10)
        )
