"""Tool definitions the model may call, and the Activities that implement them.

Each tool is an ordinary Temporal Activity, so it gets its own timeout, retries and an entry
in the Event History. The JSON schemas below are what the model sees.

An Activity runs at least once, not exactly once: an attempt that was running when its Worker
died runs again when its timeout expires, even if it had already done its work. The two lookups
are harmless to repeat; open_support_case changes another system, so it is written to be safe
to run twice.
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
        "name": "get_local_time",
        "description": "Current local date and time in an IANA time zone such as Europe/Paris.",
        "parameters": {
            "type": "object",
            "properties": {
                "timezone": {"type": "string", "description": "IANA time zone name."},
            },
            "required": ["timezone"],
            "additionalProperties": False,
        },
        "strict": True,
    },
    {
        "type": "function",
        "name": "lookup_order",
        "description": "Status, carrier and delivery estimate of a customer order by its ID.",
        "parameters": {
            "type": "object",
            "properties": {
                "order_id": {"type": "string", "description": "Order ID, for example A-1001."},
            },
            "required": ["order_id"],
            "additionalProperties": False,
        },
        "strict": True,
    },
    {
        "type": "function",
        "name": "open_support_case",
        "description": "Open a support case about an order, when the customer asks for a person to follow up.",
        "parameters": {
            "type": "object",
            "properties": {
                "order_id": {"type": "string", "description": "Order ID, for example A-1001."},
                "summary": {"type": "string", "description": "The customer's problem in one sentence."},
            },
            "required": ["order_id", "summary"],
            "additionalProperties": False,
        },
        "strict": True,
    },
]

# Stand-in for your order database or API. Replace it with a real lookup.
_FAKE_ORDERS = {
    "A-1001": {"status": "shipped", "carrier": "DHL", "estimated_delivery": "2 business days"},
    "A-1002": {"status": "processing", "carrier": None, "estimated_delivery": "ships tomorrow"},
}


@activity.defn
async def get_local_time(arguments: dict[str, Any]) -> dict[str, Any]:
    name = str(arguments.get("timezone", ""))
    try:
        now = datetime.now(ZoneInfo(name))
    except (ZoneInfoNotFoundError, ValueError) as err:
        # Bad input will not improve with retries: fail once and let the model correct itself.
        raise ApplicationError(f"Unknown time zone {name!r}", type="BadToolArguments", non_retryable=True) from err
    return {"timezone": name, "local_time": now.strftime("%Y-%m-%d %H:%M"), "weekday": now.strftime("%A")}


@activity.defn
async def lookup_order(arguments: dict[str, Any]) -> dict[str, Any]:
    order_id = str(arguments.get("order_id", "")).strip().upper()
    order = _FAKE_ORDERS.get(order_id)
    if order is None:
        return {"order_id": order_id, "found": False}
    return {"order_id": order_id, "found": True, **order}


class FakeHelpDesk:
    """Stand-in for your help-desk API. Replace it with real calls.

    Like many ticketing and payment APIs, it takes an idempotency key when it creates a record
    and answers a repeated key with the record it already made. A real one keeps its cases in
    its own database, which outlives your Worker.
    """

    def __init__(self) -> None:
        self.cases: dict[str, dict[str, str]] = {}

    def find_case(self, idempotency_key: str) -> dict[str, str] | None:
        return self.cases.get(idempotency_key)

    def create_case(self, idempotency_key: str, order_id: str, summary: str) -> dict[str, str]:
        if idempotency_key not in self.cases:
            case_id = f"CASE-{len(self.cases) + 1:04d}"
            self.cases[idempotency_key] = {"case_id": case_id, "order_id": order_id, "summary": summary}
        return self.cases[idempotency_key]


HELP_DESK = FakeHelpDesk()


# region: safe-tool
@activity.defn
async def open_support_case(arguments: dict[str, Any]) -> dict[str, Any]:
    info = activity.info()
    # One key per tool call, the same on every attempt of it: the Workflow Id names the
    # conversation and the Activity Id names this call within it.
    key = f"{info.workflow_id}/{info.activity_id}"
    # Check before acting: an earlier attempt may have opened the case and died before it
    # could report the result.
    case = HELP_DESK.find_case(key)
    if case is None:
        # Pass the key as well: an attempt that timed out may still be running while the retry
        # runs, and only the help desk can refuse the second case when both get this far.
        case = HELP_DESK.create_case(
            key,
            order_id=str(arguments.get("order_id", "")).strip().upper(),
            summary=str(arguments.get("summary", "")),
        )
    return {**case, "status": "open"}
# endregion: safe-tool
