"""Activities: one Responses API call whose failures are classified before Temporal sees them."""

from dataclasses import dataclass
from functools import lru_cache

from llm_errors import classify_errors, classify_status
from openai import APIStatusError, AsyncOpenAI
from temporalio import activity


@dataclass
class ModelRequest:
    model: str
    instructions: str
    input: str
    # Demo switch: make the first N attempts fail with a simulated 429 and Retry-After: 5.
    simulate_rate_limited_attempts: int = 0


@lru_cache(maxsize=1)
def openai_client() -> AsyncOpenAI:
    # No retries in the client: the classification and the Workflow's Retry Policy decide
    # everything. Without OPENAI_API_KEY this raises openai.OpenAIError, which is final.
    return AsyncOpenAI(max_retries=0)


@activity.defn
async def call_model(request: ModelRequest) -> str:
    attempt = activity.info().attempt
    if attempt <= request.simulate_rate_limited_attempts:
        verdict = classify_status(429, {"retry-after": "5"}, error_type="RateLimitError")
        raise verdict.to_error("Error code: 429 - simulated rate limit")

    with classify_errors():
        try:
            response = await openai_client().responses.create(
                model=request.model,
                instructions=request.instructions,
                input=request.input,
                timeout=60,
            )
        except APIStatusError as err:
            # Log what OpenAI support asks for, then let classify_errors() decide.
            activity.logger.warning(
                "Model call failed with HTTP %s (request id %s)", err.status_code, err.request_id
            )
            raise
    return response.output_text
