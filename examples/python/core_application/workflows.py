"""The Workflow: deterministic orchestration of the Activities."""

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

# Activity modules are imported through the sandbox without being reloaded.
with workflow.unsafe.imports_passed_through():
    from activities import charge_card, send_receipt
    from shared import OrderInput, ReceiptInput


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, order: OrderInput) -> str:
        charge = await workflow.execute_activity(
            charge_card,
            order,
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=RetryPolicy(
                initial_interval=timedelta(seconds=1),
                maximum_interval=timedelta(seconds=30),
                non_retryable_error_types=["InvalidAmount"],
            ),
        )
        workflow.logger.info("Order %s charged: %s", order.order_id, charge.confirmation)

        return await workflow.execute_activity(
            send_receipt,
            ReceiptInput(customer_email=order.customer_email, confirmation=charge.confirmation),
            start_to_close_timeout=timedelta(seconds=10),
        )
