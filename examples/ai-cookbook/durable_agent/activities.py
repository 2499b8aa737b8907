"""The model Activity: one Responses API call, with or without tools."""

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
    items: list[dict[str, Any]]
    allow_tools: bool = True


@dataclass
class ToolCall:
    call_id: str
    name: str
    arguments: str


@dataclass
class ModelTurn:
    text: str
    tool_calls: list[ToolCall] = field(default_factory=list)


@lru_cache(maxsize=1)
def openai_client() -> AsyncOpenAI:
    return AsyncOpenAI(max_retries=0)


@activity.defn
async def call_model(turn: ModelTurnInput) -> ModelTurn:
    # Without tools the model must answer with text: used when the step budget is spent.
    extra: dict[str, Any] = {"tools": TOOL_DEFINITIONS} if turn.allow_tools else {}
    # The cookbook's shared classification: final errors are not retried (see llm_errors).
    with classify_errors():
        response = await openai_client().responses.create(
            model=turn.model,
            instructions=turn.instructions,
            # The items are plain dicts (they travel through the Workflow as JSON); the API checks them.
            input=cast(ResponseInputParam, turn.items),
            timeout=60,
            **extra,
        )
    calls = [
        ToolCall(call_id=item.call_id, name=item.name, arguments=item.arguments)
        for item in response.output
        if item.type == "function_call"
    ]
    return ModelTurn(text=response.output_text, tool_calls=calls)
