"""Activities: ordinary functions that talk to the outside world."""

import uuid

from temporalio import activity
from temporalio.exceptions import ApplicationError

from shared import ChargeResult, OrderInput, ReceiptInput


@activity.defn
async def charge_card(order: OrderInput) -> ChargeResult:
    # A real Activity would call a payment provider here. Activities may do I/O,
    # read the clock and use randomness: their results are recorded in history.
    activity.logger.info("Charging %s cents for order %s", order.amount_cents, order.order_id)
    if order.amount_cents <= 0:
        # A non-retryable error fails the Activity at once instead of retrying it.
        raise ApplicationError(
            f"Invalid amount {order.amount_cents}", type="InvalidAmount", non_retryable=True
        )
    return ChargeResult(order_id=order.order_id, confirmation=str(uuid.uuid4()))


@activity.defn
async def send_receipt(receipt: ReceiptInput) -> str:
    activity.logger.info("Sending receipt %s to %s", receipt.confirmation, receipt.customer_email)
    return f"receipt sent to {receipt.customer_email}"
