from datetime import timedelta

from temporalio import workflow

# Workflow code runs in a sandbox; mark the import as safe to pass through.
with workflow.unsafe.imports_passed_through():
    from activities import greet


@workflow.defn
class GreetingWorkflow:
    @workflow.run
    async def run(self, name: str) -> str:
        # highlight-next-line
        return await workflow.execute_activity(
            greet, name, start_to_close_timeout=timedelta(seconds=10)
        )
