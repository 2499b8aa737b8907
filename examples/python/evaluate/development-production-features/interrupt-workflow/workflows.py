import asyncio
from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import provision, release


@workflow.defn
class EnvironmentWorkflow:
    @workflow.run
    async def run(self, env_id: str) -> str:
        try:
            await workflow.execute_activity(
                provision, env_id, start_to_close_timeout=timedelta(minutes=10), heartbeat_timeout=timedelta(seconds=30)
            )
            await workflow.sleep(timedelta(days=7))
            return "expired"
        except asyncio.CancelledError:
            # Cancellation was delivered once; new Activities started here run normally.
            # highlight-next-line
            await workflow.execute_activity(release, env_id, start_to_close_timeout=timedelta(minutes=5))
            raise
