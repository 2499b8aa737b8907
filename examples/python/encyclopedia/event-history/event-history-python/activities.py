"""The Activities that OrderWorkflow calls (not shown on the page)."""

from temporalio import activity


@activity.defn
async def check_fraud(order_id: str) -> None:
    activity.logger.info("screening %s", order_id)


@activity.defn
async def charge_card(order_id: str) -> str:
    return f"charge-{order_id}"


@activity.defn
async def ship_order(order_id: str) -> None:
    activity.logger.info("shipping %s", order_id)
