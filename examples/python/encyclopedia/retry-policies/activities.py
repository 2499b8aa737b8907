"""The Activity that the Workflow on the page retries (not shown there)."""

from temporalio import activity
from temporalio.exceptions import ApplicationError


@activity.defn
async def charge_card(order_id: str) -> None:
    declined = False  # the payment processor's answer
    if declined:
        raise ApplicationError("card declined", order_id, type="CardDeclined", non_retryable=True)
