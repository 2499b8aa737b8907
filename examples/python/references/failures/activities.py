from temporalio import activity
from temporalio.exceptions import ApplicationError


@activity.defn
async def charge_card(order_id: str) -> None:
    # ...
    raise ApplicationError("card declined", order_id, type="CardDeclined", non_retryable=True)
