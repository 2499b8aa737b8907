"""The Workflow behind the charge Operation (not shown on the page)."""

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from payments_api import ChargeInput, ChargeOutput


@workflow.defn
class ChargeWorkflow:
    @workflow.run
    async def run(self, input: ChargeInput) -> ChargeOutput:
        return ChargeOutput(receipt_id=f"receipt-{input.order_id}")
