from datetime import timedelta

from temporalio import activity, workflow
from temporalio.exceptions import ActivityError, ApplicationError


@activity.defn
async def charge_card(order_id: str) -> None:
    declined = True  # the processor's answer
    if declined:
        # highlight-next-line
        raise ApplicationError("card declined", order_id, type="CardDeclined", non_retryable=True)


@workflow.defn
class Checkout:
    @workflow.run
    async def run(self, order_id: str) -> str:
        try:
            await workflow.execute_activity(
                charge_card, order_id, start_to_close_timeout=timedelta(minutes=1)
            )
        except ActivityError as err:
            cause = err.cause
            # highlight-next-line
            if isinstance(cause, ApplicationError) and cause.type == "CardDeclined":
                return "ask-for-another-card"
            raise
        return "charged"
