"""The Activity that app/worker.py registers (not shown on the pages)."""

from temporalio import activity


@activity.defn
async def charge_card(order_id: str) -> str:
    return f"charge-{order_id}"
