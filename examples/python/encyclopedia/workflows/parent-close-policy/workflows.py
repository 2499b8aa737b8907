"""An order Workflow whose cleanup Child is asked to cancel if the order Workflow closes first."""

from temporalio import workflow


@workflow.defn
class CleanupWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> None:
        await workflow.wait_condition(lambda: False)  # runs until cancelled


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> None:
        # region: parent-close
        handle = await workflow.start_child_workflow(
            CleanupWorkflow.run,
            order_id,
            id=f"cleanup-{order_id}",
            # highlight-next-line
            parent_close_policy=workflow.ParentClosePolicy.REQUEST_CANCEL,
        )
        # endregion: parent-close
        workflow.logger.info("started %s", handle.id)
