"""A Workflow that runs a short lookup as a Local Activity."""

from datetime import timedelta

from temporalio import activity, workflow


@activity.defn
async def lookup_exchange_rate(from_currency: str, to_currency: str) -> float:
    # Stand-in for a fast call to a rates service.
    return 1.08 if (from_currency, to_currency) == ("EUR", "USD") else 1.0


@workflow.defn
class ConvertWorkflow:
    @workflow.run
    async def run(self, amount: float) -> float:
        # region: local-activity
        rate = await workflow.execute_local_activity(
            lookup_exchange_rate,
            args=["EUR", "USD"],
            # highlight-next-line
            start_to_close_timeout=timedelta(seconds=5),
        )
        # endregion: local-activity
        return amount * rate
