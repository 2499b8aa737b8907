"""A money transfer that undoes the withdrawal when the deposit fails."""

from datetime import timedelta

from temporalio import workflow
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities import Transfer, deposit, refund, withdraw


# region: transfer
@workflow.defn
class TransferWorkflow:
    @workflow.run
    async def run(self, t: Transfer) -> None:
        opts = workflow.ActivityConfig(start_to_close_timeout=timedelta(minutes=1))
        await workflow.execute_activity(withdraw, args=[t.from_account, t.amount], **opts)
        try:
            await workflow.execute_activity(deposit, args=[t.to_account, t.amount], **opts)
        except ActivityError:
            await workflow.execute_activity(refund, args=[t.from_account, t.amount], **opts)
            raise
# endregion: transfer
