"""The Workflow: asks the first model in a list and falls back to the next one on failure."""

from dataclasses import dataclass, field
from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from activities import CompletionRequest, CompletionResult, complete

TASK_QUEUE = "ai-cookbook-litellm"


@dataclass
class ChatInput:
    prompt: str
    system: str = "You are a helpful assistant. Answer briefly."
    # Tried in order. Each entry is a LiteLLM model string: "<vendor>/<model>".
    models: list[str] = field(default_factory=lambda: ["openai/gpt-4.1-mini"])


@workflow.defn
class LiteLLMChatWorkflow:
    @workflow.run
    async def run(self, chat: ChatInput) -> CompletionResult:
        # Raising ApplicationError fails the Workflow Execution. Other exception types would
        # fail only the Workflow Task, which Temporal retries until the code is fixed.
        if not chat.models:
            raise ApplicationError("ChatInput.models must name at least one model", non_retryable=True)

        for model in chat.models:
            try:
                return await workflow.execute_activity(
                    complete,
                    CompletionRequest(model=model, system=chat.system, prompt=chat.prompt),
                    start_to_close_timeout=timedelta(seconds=90),
                    retry_policy=RetryPolicy(
                        initial_interval=timedelta(seconds=2),
                        backoff_coefficient=2.0,
                        maximum_interval=timedelta(seconds=30),
                        # A few attempts per vendor, then move on to the next model.
                        maximum_attempts=4,
                    ),
                )
            except ActivityError as err:
                workflow.logger.warning("Model %s failed, trying the next one: %s", model, err.cause)

        raise ApplicationError(f"Every model failed: {', '.join(chat.models)}", non_retryable=True)
