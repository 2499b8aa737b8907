"""The order Activities that worker.py registers (not shown on the page)."""

from temporalio import activity


@activity.defn
async def charge_card(order_id: str) -> str:
    return f"charge-{order_id}"


@activity.defn
async def send_receipt(order_id: str, charge_id: str) -> None:
    activity.logger.info("receipt for %s (%s)", order_id, charge_id)
