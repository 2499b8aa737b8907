from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from payments_api import PaymentsService, RefundInput


@workflow.defn
class RefundOrder:
    @workflow.run
    async def run(self, order_id: str) -> str:
        client = workflow.create_nexus_client(service=PaymentsService, endpoint="payments-endpoint")
        # highlight-start
        out = await client.execute_operation(
            PaymentsService.refund,
            RefundInput(order_id=order_id),
            schedule_to_close_timeout=timedelta(hours=24),
        )
        # highlight-end
        return out.refund_id
