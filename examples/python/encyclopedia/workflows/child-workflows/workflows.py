"""An order Workflow that starts an invoice Child Workflow and waits for its result."""

from temporalio import workflow


@workflow.defn
class InvoiceWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        return f"INV-{order_id}"


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        # region: start-child
        handle = await workflow.start_child_workflow(
            InvoiceWorkflow.run,
            order_id,
            id=f"invoice-{order_id}",
            task_queue="invoicing",
        )  # returns once the child has started
        # highlight-next-line
        invoice_id = await handle  # waits for the child to complete
        # endregion: start-child
        return invoice_id
