"""The Workflow that the Cron Job runs (not shown on the page)."""

from temporalio import workflow


@workflow.defn
class NightlyReportWorkflow:
    @workflow.run
    async def run(self) -> str:
        return f"report for {workflow.now():%Y-%m-%d}"
