import asyncio
from datetime import timedelta

from temporalio.client import (
    Client, Schedule, ScheduleActionStartWorkflow, ScheduleIntervalSpec,
    ScheduleOverlapPolicy, SchedulePolicy, ScheduleSpec,
)

from workflows import ReportWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233")
    # highlight-next-line
    await client.create_schedule(
        "hourly-sync",
        Schedule(
            action=ScheduleActionStartWorkflow(
                ReportWorkflow.run, "inventory", id="hourly-sync", task_queue="my-task-queue"
            ),
            spec=ScheduleSpec(intervals=[ScheduleIntervalSpec(every=timedelta(hours=1))]),
            policy=SchedulePolicy(overlap=ScheduleOverlapPolicy.BUFFER_ONE),
        ),
    )


asyncio.run(main())
