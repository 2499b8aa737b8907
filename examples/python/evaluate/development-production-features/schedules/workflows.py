"""The Workflow that the Schedule starts (not shown on the page)."""

from temporalio import workflow


@workflow.defn
class ReportWorkflow:
    @workflow.run
    async def run(self, report_name: str) -> str:
        return f"{report_name} report for {workflow.now():%Y-%m-%d %H:00}"
