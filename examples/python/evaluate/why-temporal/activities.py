"""The Activities that order_workflow.py calls (not shown on the page)."""

from temporalio import activity


@activity.defn
async def charge(order_id: str) -> None:
    activity.logger.info("charging %s", order_id)


@activity.defn
async def reserve_stock(order_id: str) -> None:
    activity.logger.info("reserving stock for %s", order_id)


@activity.defn
async def ship(order_id: str) -> None:
    activity.logger.info("shipping %s", order_id)


@activity.defn
async def refund(order_id: str) -> None:
    activity.logger.info("refunding %s", order_id)
