"""Starts a Workflow with a cron schedule: the Service starts a new run at 02:00 UTC every day."""

import asyncio

from temporalio.client import Client

from workflows import NightlyReportWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: cron
    await client.start_workflow(
        NightlyReportWorkflow.run,
        id="nightly-report",
        task_queue="reports",
        # highlight-next-line
        cron_schedule="0 2 * * *",
    )
    # endregion: cron


if __name__ == "__main__":
    asyncio.run(main())
