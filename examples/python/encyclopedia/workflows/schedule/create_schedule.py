"""Creates a Schedule that starts the nightly report at 02:00 UTC, skipping a run while one is still going."""

import asyncio
from datetime import timedelta

from temporalio.client import Client

from workflows import NightlyReportWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: create-schedule
    from temporalio.client import (
        Schedule,
        ScheduleActionStartWorkflow,
        SchedulePolicy,
        ScheduleOverlapPolicy,
        ScheduleSpec,
    )

    await client.create_schedule(
        "nightly-report",
        Schedule(
            action=ScheduleActionStartWorkflow(
                NightlyReportWorkflow.run,
                id="nightly-report",
                task_queue="reports",
            ),
            spec=ScheduleSpec(cron_expressions=["0 2 * * *"], jitter=timedelta(minutes=5)),
            # highlight-next-line
            policy=SchedulePolicy(overlap=ScheduleOverlapPolicy.SKIP),
        ),
    )
    # endregion: create-schedule


if __name__ == "__main__":
    asyncio.run(main())
