"""A Workflow that tells a benign Activity failure from any other."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import fetch_report


@workflow.defn
class ReportOrFallbackWorkflow:
    @workflow.run
    async def run(self, report_id: str) -> str:
        # region: check-category
        from temporalio.exceptions import ActivityError, ApplicationError, ApplicationErrorCategory

        try:
            await workflow.execute_activity(
                fetch_report, report_id, start_to_close_timeout=timedelta(seconds=10)
            )
        except ActivityError as err:
            cause = err.cause
            if isinstance(cause, ApplicationError) and cause.category == ApplicationErrorCategory.BENIGN:
                ...  # an expected outcome, such as "not found": take the business path
            else:
                raise
        # endregion: check-category
        return report_id
