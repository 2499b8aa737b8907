"""Stand-in for the payment provider's client (not shown on the page)."""

from dataclasses import dataclass


@dataclass
class ChargeResponse:
    status: str  # "approved" or "declined"
    charge_id: str


async def call_card_gateway(order_id: str) -> ChargeResponse:
    declined = order_id.startswith("test-decline")
    return ChargeResponse(status="declined" if declined else "approved", charge_id=f"ch-{order_id}")
