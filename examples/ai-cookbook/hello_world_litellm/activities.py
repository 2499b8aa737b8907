"""Activities: one chat completion through LiteLLM, which speaks to many model vendors.

The model string picks the vendor ("openai/...", "anthropic/...", "gemini/...", "ollama/...").
LiteLLM reads each vendor's key from its usual environment variable, such as
OPENAI_API_KEY or ANTHROPIC_API_KEY, in the Worker process.
"""

from dataclasses import dataclass

import litellm
from llm_errors import classify_errors
from temporalio import activity


@dataclass
class CompletionRequest:
    model: str
    system: str
    prompt: str


@dataclass
class CompletionResult:
    model: str
    text: str
    total_tokens: int


@activity.defn
async def complete(request: CompletionRequest) -> CompletionResult:
    activity.logger.info(
        "Completing with %s (attempt %d)", request.model, activity.info().attempt
    )
    # LiteLLM raises subclasses of the openai package's exceptions for every vendor, so the
    # cookbook's shared classification applies: a bad or missing key, a forbidden or unknown
    # model and a rejected request (400, 422, a context window exceeded) are final; rate limits,
    # server errors, timeouts and connection errors are retried.
    with classify_errors():
        response = await litellm.acompletion(
            model=request.model,
            messages=[
                {"role": "system", "content": request.system},
                {"role": "user", "content": request.prompt},
            ],
            # No retries inside LiteLLM: each Activity attempt is at most one request, and the
            # Workflow's Retry Policy owns the back-off.
            num_retries=0,
            timeout=60,
        )

    # Without stream=True, LiteLLM returns one complete ModelResponse, not a stream wrapper.
    if not isinstance(response, litellm.ModelResponse):
        raise TypeError(f"expected a ModelResponse, got {type(response).__name__}")
    usage = getattr(response, "usage", None)
    return CompletionResult(
        model=request.model,
        text=response.choices[0].message.content or "",
        total_tokens=getattr(usage, "total_tokens", 0) or 0,
    )
