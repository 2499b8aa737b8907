from datetime import timedelta

from temporalio import workflow


@workflow.defn
class DailyReportWorkflow:
    @workflow.run
    async def run(self, report: str) -> str:
        # Scheduled runs can read when they were meant to start.
        scheduled_by = workflow.info().typed_search_attributes
        workflow.logger.info("Building %s report; attributes: %s", report, scheduled_by)
        await workflow.sleep(timedelta(seconds=1))
        return f"{report} report built"
