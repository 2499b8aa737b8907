"""A Workflow that turns a declined card into a business result and lets other failures through."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_card


@workflow.defn
class CheckoutWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        # region: catch
        from temporalio.exceptions import ActivityError, ApplicationError

        try:
            await workflow.execute_activity(
                charge_card, order_id, start_to_close_timeout=timedelta(seconds=30)
            )
        except ActivityError as err:
            if isinstance(err.cause, ApplicationError) and err.cause.type == "CardDeclined":
                return "declined"
            raise
        # endregion: catch
        return "charged"
