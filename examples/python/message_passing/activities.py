"""The Activity that the cart's Update handler calls."""

from temporalio import activity


@activity.defn
async def reserve_stock(sku: str) -> None:
    # A real implementation would call an inventory service.
    activity.logger.info("Reserving one unit of %s", sku)
