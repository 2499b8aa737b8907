"""Activities: one chat completion through LiteLLM, which speaks to many model vendors.

The model string picks the vendor ("openai/...", "anthropic/...", "gemini/...", "ollama/...").
LiteLLM reads each vendor's key from its usual environment variable, such as
OPENAI_API_KEY or ANTHROPIC_API_KEY, in the Worker process.
"""

from dataclasses import dataclass

import litellm
from litellm.exceptions import AuthenticationError, BadRequestError, NotFoundError, PermissionDeniedError
from temporalio import activity
from temporalio.exceptions import ApplicationError


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


# LiteLLM raises OpenAI-style exception classes for every vendor. These mean the request
# itself is wrong (bad key, unknown model, prompt too long, policy violation), so trying the
# same request again cannot help. Subclasses such as ContextWindowExceededError are caught too.
PERMANENT_ERRORS = (AuthenticationError, PermissionDeniedError, NotFoundError, BadRequestError)


@activity.defn
async def complete(request: CompletionRequest) -> CompletionResult:
    activity.logger.info(
        "Completing with %s (attempt %d)", request.model, activity.info().attempt
    )
    try:
        response = await litellm.acompletion(
            model=request.model,
            messages=[
                {"role": "system", "content": request.system},
                {"role": "user", "content": request.prompt},
            ],
            # No retries inside LiteLLM: each Activity attempt is one request, and the
            # Workflow's Retry Policy owns the back-off.
            num_retries=0,
            timeout=60,
        )
    except PERMANENT_ERRORS as err:
        raise ApplicationError(
            f"{request.model} rejected the request: {err}",
            type=type(err).__name__,
            non_retryable=True,
        ) from err

    usage = getattr(response, "usage", None)
    return CompletionResult(
        model=request.model,
        text=response.choices[0].message.content or "",
        total_tokens=getattr(usage, "total_tokens", 0) or 0,
    )
