"""The Workflow: a plain Retry Policy, because the Activity already says what is retryable."""

from dataclasses import dataclass
from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from activities import ModelRequest, call_model

TASK_QUEUE = "ai-cookbook-http-retry"


@dataclass
class Answer:
    text: str
    degraded: bool


@workflow.defn
class ResilientModelCallWorkflow:
    @workflow.run
    async def run(self, request: ModelRequest) -> Answer:
        try:
            text = await workflow.execute_activity(
                call_model,
                request,
                start_to_close_timeout=timedelta(seconds=90),
                # Bound the total time spent, retries and Retry-After waits included.
                schedule_to_close_timeout=timedelta(minutes=30),
                retry_policy=RetryPolicy(
                    # Used when the error carries no next_retry_delay.
                    initial_interval=timedelta(seconds=1),
                    backoff_coefficient=2.0,
                    maximum_interval=timedelta(minutes=2),
                    maximum_attempts=12,
                ),
            )
            return Answer(text=text, degraded=False)
        except ActivityError as err:
            cause = err.cause
            if isinstance(cause, ApplicationError) and cause.type == "QuotaExhausted":
                # A business decision, made where the business logic lives.
                workflow.logger.error("Out of model quota; returning a fallback answer")
                return Answer(
                    text="The assistant is unavailable right now. Please try again later.",
                    degraded=True,
                )
            raise
