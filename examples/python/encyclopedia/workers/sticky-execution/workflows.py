"""The Workflow that worker.py runs (not shown on the page)."""

from temporalio import workflow


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        return f"{order_id} accepted at {workflow.now().isoformat()}"
