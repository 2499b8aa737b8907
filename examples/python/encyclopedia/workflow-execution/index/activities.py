"""The Activity that order_workflow.py calls (not shown on the page)."""

from temporalio import activity


@activity.defn
async def charge_card(order_id: str) -> str:
    return f"charge-{order_id}"
