"""The Workflow: decides what to ask the model and how failed calls are retried."""

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

# The Activity module imports the OpenAI client. Passing it through the Workflow sandbox
# means the sandbox reuses the already-imported module instead of re-importing it.
with workflow.unsafe.imports_passed_through():
    from activities import ResponseRequest, create_response

TASK_QUEUE = "ai-cookbook-basic-python"


@workflow.defn
class AskModelWorkflow:
    @workflow.run
    async def run(self, request: ResponseRequest) -> str:
        workflow.logger.info("Asking %s for an answer", request.model)
        return await workflow.execute_activity(
            create_response,
            request,
            start_to_close_timeout=timedelta(seconds=90),
            # The Activity marks final errors non-retryable itself (see llm_errors), so the
            # policy only shapes the retries of temporary ones.
            retry_policy=RetryPolicy(
                initial_interval=timedelta(seconds=2),
                backoff_coefficient=2.0,
                maximum_interval=timedelta(minutes=1),
                maximum_attempts=10,
            ),
        )
