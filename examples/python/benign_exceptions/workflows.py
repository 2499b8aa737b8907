from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from activities import fetch_report


@workflow.defn
class ReportWorkflow:
    @workflow.run
    async def run(self, report_id: str) -> str:
        return await workflow.execute_activity(
            fetch_report,
            report_id,
            start_to_close_timeout=timedelta(seconds=10),
            # Poll every 30 seconds for up to two hours.
            schedule_to_close_timeout=timedelta(hours=2),
            retry_policy=RetryPolicy(
                initial_interval=timedelta(seconds=30),
                backoff_coefficient=1.0,
            ),
        )
