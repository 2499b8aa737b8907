"""The Activity that the Subscription Workflow calls (not shown on the page)."""

from temporalio import activity


@activity.defn
async def charge_first_period(customer_id: str, plan: str) -> None:
    activity.logger.info("charging %s for the first period of %s", customer_id, plan)
