"""The Activities of the patched Workflow (not shown on the page)."""

from temporalio import activity


@activity.defn
async def screen_order(order_id: str) -> None:
    activity.logger.info("screening %s", order_id)


@activity.defn
async def charge_card(order_id: str) -> str:
    return f"charge-{order_id}"
