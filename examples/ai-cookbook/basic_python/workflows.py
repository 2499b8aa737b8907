"""The Workflow: decides what to ask the model and how failed calls are retried."""

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

# The Activity module imports the OpenAI client. Passing it through the Workflow sandbox
# means the sandbox reuses the already-imported module instead of re-importing it.
with workflow.unsafe.imports_passed_through():
    from activities import ResponseRequest, create_response

TASK_QUEUE = "ai-cookbook-basic-python"

# OpenAI client exceptions that no retry can fix: a bad key, a missing model, a malformed
# request. Temporal names an ordinary Python exception by its class name, so these strings
# match the classes raised by the openai package.
NON_RETRYABLE_ERRORS = [
    "AuthenticationError",
    "PermissionDeniedError",
    "BadRequestError",
    "NotFoundError",
    "UnprocessableEntityError",
]


@workflow.defn
class AskModelWorkflow:
    @workflow.run
    async def run(self, request: ResponseRequest) -> str:
        workflow.logger.info("Asking %s for an answer", request.model)
        return await workflow.execute_activity(
            create_response,
            request,
            start_to_close_timeout=timedelta(seconds=90),
            retry_policy=RetryPolicy(
                initial_interval=timedelta(seconds=2),
                backoff_coefficient=2.0,
                maximum_interval=timedelta(minutes=1),
                maximum_attempts=10,
                non_retryable_error_types=NON_RETRYABLE_ERRORS,
            ),
        )
