"""Activities: the only code in this recipe that talks to OpenAI.

A call to a model is slow, costs money and can fail for reasons outside our control, so it
lives in an Activity. Temporal records the result of a successful call in the Workflow's
Event History and retries a failed one according to the Workflow's Retry Policy. Which
failures are worth a retry is decided by llm_errors, the cookbook's shared classification.
"""

from dataclasses import dataclass
from functools import lru_cache

from llm_errors import classify_errors
from openai import AsyncOpenAI
from temporalio import activity


@dataclass
class ResponseRequest:
    """One call to the Responses API, in a shape Temporal can serialize."""

    model: str
    instructions: str
    input: str


@lru_cache(maxsize=1)
def openai_client() -> AsyncOpenAI:
    # max_retries=0 switches off the client's own retry loop. One Activity attempt makes
    # at most one HTTP request; Temporal decides whether and when to try again.
    # The key comes from the OPENAI_API_KEY environment variable of the Worker process;
    # without one, this raises openai.OpenAIError before any request is sent.
    return AsyncOpenAI(max_retries=0)


@activity.defn
async def create_response(request: ResponseRequest) -> str:
    info = activity.info()
    activity.logger.info(
        "Calling model %s (attempt %d of Activity %s)",
        request.model,
        info.attempt,
        info.activity_id,
    )
    # A client error leaves this block as an ApplicationError that is either final (a bad or
    # missing key, a malformed request) or retryable after the provider's Retry-After.
    with classify_errors():
        response = await openai_client().responses.create(
            model=request.model,
            instructions=request.instructions,
            input=request.input,
            # Keep the HTTP timeout below the Activity's Start-To-Close timeout so that a hung
            # request surfaces as a client error that Temporal can retry.
            timeout=60,
        )
    return response.output_text
