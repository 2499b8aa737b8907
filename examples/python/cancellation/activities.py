"""Activities for the cancellation example."""

import asyncio

from temporalio import activity


@activity.defn
async def build_report(report_id: str) -> str:
    try:
        for step in range(600):
            # Cancellation reaches an Activity only through heartbeats.
            activity.heartbeat(step)
            await asyncio.sleep(1)
        return f"report {report_id} ready"
    except asyncio.CancelledError:
        activity.logger.info("Report %s cancelled, removing partial output", report_id)
        # Re-raise so the Service records the Activity as cancelled, not completed.
        raise


@activity.defn
async def release_resources(report_id: str) -> None:
    activity.logger.info("Releasing resources held for %s", report_id)
