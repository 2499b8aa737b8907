"""A Workflow that looks up a price with a Local Activity, in the same Worker, without a Task Queue round trip."""

from datetime import timedelta

from temporalio import activity, workflow


@activity.defn
async def lookup_price(sku: str) -> int:
    # Stand-in for a fast read from a price cache.
    return 1999


@workflow.defn
class QuoteWorkflow:
    @workflow.run
    async def run(self, sku: str) -> int:
        # region: local-activity
        price = await workflow.execute_local_activity(
            lookup_price, sku, start_to_close_timeout=timedelta(seconds=2)
        )
        # endregion: local-activity
        return price
