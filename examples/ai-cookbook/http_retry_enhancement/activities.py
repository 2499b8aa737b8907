"""Activities: one Responses API call whose failures are classified before Temporal sees them."""

from dataclasses import dataclass
from functools import lru_cache

from openai import APIConnectionError, APIStatusError, AsyncOpenAI
from temporalio import activity
from temporalio.exceptions import ApplicationError

from http_errors import classify_http_error


@dataclass
class ModelRequest:
    model: str
    instructions: str
    input: str
    # Demo switch: make the first N attempts fail with a simulated 429 and Retry-After: 5.
    simulate_rate_limited_attempts: int = 0


@lru_cache(maxsize=1)
def openai_client() -> AsyncOpenAI:
    # No retries in the client: the classification below and the Workflow's Retry
    # Policy decide everything.
    return AsyncOpenAI(max_retries=0)


@activity.defn
async def call_model(request: ModelRequest) -> str:
    attempt = activity.info().attempt
    if attempt <= request.simulate_rate_limited_attempts:
        raise classify_http_error(429, {"retry-after": "5"}, "simulated rate limit")

    try:
        response = await openai_client().responses.create(
            model=request.model,
            instructions=request.instructions,
            input=request.input,
            timeout=60,
        )
    except APIStatusError as err:
        activity.logger.warning(
            "Model call failed with HTTP %s (request id %s)", err.status_code, err.request_id
        )
        raise classify_http_error(
            err.status_code, err.response.headers, err.message, err.code
        ) from err
    except APIConnectionError as err:
        # Network trouble or a client-side timeout: no status code, always worth a retry.
        raise ApplicationError(f"Could not reach the model: {err}", type="ConnectionFailed") from err
    return response.output_text
