"""A Workflow that runs one Activity on another Task Queue, where a different Worker polls."""

from datetime import timedelta

from temporalio import workflow


@workflow.defn
class InvoiceWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        # region: other-queue
        pdf_url = await workflow.execute_activity(
            "RenderInvoicePDF",
            order_id,
            # highlight-next-line
            task_queue="pdf-render",
            start_to_close_timeout=timedelta(minutes=5),
            result_type=str,
        )
        # endregion: other-queue
        return pdf_url
