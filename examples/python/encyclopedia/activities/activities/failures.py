from datetime import timedelta

from temporalio import activity, workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ApplicationError

from gateway import call_card_gateway  # your payment provider's client


@activity.defn
async def charge_card(order_id: str) -> str:
    resp = await call_card_gateway(order_id)
    # Inside the Activity
    if resp.status == "declined":
        raise ApplicationError("card declined", type="CardDeclined", non_retryable=True)
    return resp.charge_id


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        # Or in the Workflow, by type name
        return await workflow.execute_activity(
            charge_card,
            order_id,
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=RetryPolicy(
                initial_interval=timedelta(seconds=1),
                backoff_coefficient=2.0,
                maximum_interval=timedelta(minutes=1),
                maximum_attempts=10,
                non_retryable_error_types=["CardDeclined"],
            ),
        )
