"""The model Activity: one Responses API call that may answer or ask for tool calls."""

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, cast

from llm_errors import classify_errors
from openai import AsyncOpenAI
from openai.types.responses import ResponseInputParam
from temporalio import activity

from tools import TOOL_DEFINITIONS


@dataclass
class ModelTurnInput:
    model: str
    instructions: str
    # The conversation so far, as Responses API input items (plain dicts).
    items: list[dict[str, Any]]


@dataclass
class ToolCall:
    call_id: str
    name: str
    arguments: str  # JSON text produced by the model


@dataclass
class ModelTurn:
    text: str
    tool_calls: list[ToolCall] = field(default_factory=list)


@lru_cache(maxsize=1)
def openai_client() -> AsyncOpenAI:
    return AsyncOpenAI(max_retries=0)


@activity.defn
async def call_model(turn: ModelTurnInput) -> ModelTurn:
    # Final errors (a bad or missing key, a rejected request) leave as non-retryable
    # ApplicationErrors; temporary ones as retryable, after the provider's Retry-After.
    with classify_errors():
        response = await openai_client().responses.create(
            model=turn.model,
            instructions=turn.instructions,
            # The items are plain dicts (they travel through the Workflow as JSON); the API checks them.
            input=cast(ResponseInputParam, turn.items),
            tools=TOOL_DEFINITIONS,
            timeout=60,
        )
    # Keep only what the Workflow needs: the text and any requested function calls.
    calls = [
        ToolCall(call_id=item.call_id, name=item.name, arguments=item.arguments)
        for item in response.output
        if item.type == "function_call"
    ]
    return ModelTurn(text=response.output_text, tool_calls=calls)
