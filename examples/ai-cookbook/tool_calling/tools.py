"""Tool definitions the model may call, and the Activities that implement them.

Each tool is an ordinary Temporal Activity, so it gets its own timeout, retries and an entry
in the Event History. The JSON schemas below are what the model sees.
"""

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from temporalio import activity
from temporalio.exceptions import ApplicationError

TOOL_DEFINITIONS: list[dict[str, Any]] = [
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
