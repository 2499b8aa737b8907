from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import request_manual_review


@workflow.defn
class DocumentReviewWorkflow:
    @workflow.run
    async def run(self, document_id: str) -> str:
        # The Workflow simply awaits the Activity; it cannot tell it is completed externally.
        verdict = await workflow.execute_activity(
            request_manual_review,
            document_id,
            # Bounds how long the reviewer has; on expiry the Activity times out.
            start_to_close_timeout=timedelta(days=2),
            # The external system must heartbeat at least this often, or the attempt times out.
            heartbeat_timeout=timedelta(hours=6),
        )
        return f"{document_id}: {verdict}"
