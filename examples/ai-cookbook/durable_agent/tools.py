"""Tools the agent can call. Each one is a Temporal Activity.

search_faq reads a small in-memory FAQ that stands in for your knowledge base or search
index; replace it with a real lookup. get_local_time uses the standard library only.
"""

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from openai.types.responses import FunctionToolParam
from temporalio import activity
from temporalio.exceptions import ApplicationError

TOOL_DEFINITIONS: list[FunctionToolParam] = [
    {
        "type": "function",
        "name": "search_faq",
        "description": "Search the company FAQ. Returns the matching entries, best first.",
        "parameters": {
            "type": "object",
            "properties": {"query": {"type": "string", "description": "A few keywords."}},
            "required": ["query"],
            "additionalProperties": False,
        },
        "strict": True,
    },
    {
        "type": "function",
        "name": "get_local_time",
        "description": "Current local date and time in an IANA time zone such as America/New_York.",
        "parameters": {
            "type": "object",
            "properties": {"timezone": {"type": "string", "description": "IANA time zone name."}},
            "required": ["timezone"],
            "additionalProperties": False,
        },
        "strict": True,
    },
]

# Replaceable stand-in for a knowledge base.
_FAQ = {
    "support hours": "Support answers chat from 08:00 to 20:00 Europe/Berlin time, Monday to Friday.",
    "refund policy": "Annual plans can be refunded in full within 30 days of purchase.",
    "data export": "Admins can export all workspace data as JSON from Settings, then Export.",
    "password reset": "Use 'Forgot password' on the sign-in page; the link is valid for one hour.",
}


@activity.defn
async def search_faq(arguments: dict[str, Any]) -> list[dict[str, str]]:
    words = {w for w in str(arguments.get("query", "")).lower().split() if len(w) > 2}
    scored = []
    for topic, answer in _FAQ.items():
        score = sum(1 for w in words if w in topic or w in answer.lower())
        if score:
            scored.append((score, topic, answer))
    scored.sort(reverse=True)
    return [{"topic": topic, "answer": answer} for _, topic, answer in scored[:3]]


@activity.defn
async def get_local_time(arguments: dict[str, Any]) -> dict[str, str]:
    name = str(arguments.get("timezone", ""))
    try:
        now = datetime.now(ZoneInfo(name))
    except (ZoneInfoNotFoundError, ValueError) as err:
        raise ApplicationError(f"Unknown time zone {name!r}", type="BadToolArguments", non_retryable=True) from err
    return {"timezone": name, "local_time": now.strftime("%Y-%m-%d %H:%M"), "weekday": now.strftime("%A")}
