"""Create, inspect, pause, trigger, backfill, update and delete a Schedule."""

import asyncio
from datetime import datetime, timedelta, timezone

from temporalio.client import (
    Client,
    Schedule,
    ScheduleActionStartWorkflow,
    ScheduleBackfill,
    ScheduleCalendarSpec,
    ScheduleIntervalSpec,
    ScheduleOverlapPolicy,
    SchedulePolicy,
    ScheduleRange,
    ScheduleSpec,
    ScheduleState,
    ScheduleUpdate,
    ScheduleUpdateInput,
)

from workflows import DailyReportWorkflow

SCHEDULE_ID = "daily-sales-report"


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")

    # Weekdays at 09:00 New York time, plus a sweep every 6 hours.
    handle = await client.create_schedule(
        SCHEDULE_ID,
        Schedule(
            action=ScheduleActionStartWorkflow(
                DailyReportWorkflow.run,
                "sales",
                id="daily-sales-report-run",  # the Service appends the scheduled time
                task_queue="my-task-queue",
                execution_timeout=timedelta(hours=1),
            ),
            spec=ScheduleSpec(
                calendars=[
                    ScheduleCalendarSpec(
                        hour=[ScheduleRange(9)],
                        day_of_week=[ScheduleRange(1, 5)],  # Monday to Friday
                        comment="weekday mornings",
                    )
                ],
                intervals=[ScheduleIntervalSpec(every=timedelta(hours=6))],
                time_zone_name="America/New_York",
                jitter=timedelta(minutes=2),
            ),
            policy=SchedulePolicy(
                overlap=ScheduleOverlapPolicy.SKIP,
                catchup_window=timedelta(hours=2),
            ),
            state=ScheduleState(note="created by manage_schedule.py"),
        ),
    )

    description = await handle.describe()
    print("Next runs:", description.info.next_action_times[:3])

    # Run once now, outside the calendar.
    await handle.trigger()

    # Pause and resume with notes that show up in the UI and CLI.
    await handle.pause(note="maintenance window")
    await handle.unpause(note="maintenance finished")

    # Run the actions that would have happened yesterday.
    now = datetime.now(timezone.utc)
    await handle.backfill(
        ScheduleBackfill(
            start_at=now - timedelta(days=1),
            end_at=now,
            overlap=ScheduleOverlapPolicy.ALLOW_ALL,
        )
    )

    # Update is read-modify-write: the callback receives the current description.
    async def move_to_ten(input: ScheduleUpdateInput) -> ScheduleUpdate:
        schedule = input.description.schedule
        schedule.spec.calendars = [
            ScheduleCalendarSpec(hour=[ScheduleRange(10)], day_of_week=[ScheduleRange(1, 5)])
        ]
        return ScheduleUpdate(schedule=schedule)

    await handle.update(move_to_ten)

    async for listed in await client.list_schedules():
        print("Schedule:", listed.id)

    await handle.delete()


if __name__ == "__main__":
    asyncio.run(main())
