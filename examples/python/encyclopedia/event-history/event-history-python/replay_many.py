"""Replays the recent histories of OrderWorkflow from a live Namespace against the current code."""

import asyncio

from temporalio.client import Client
from temporalio.worker import Replayer

from workflows import OrderWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    replayer = Replayer(workflows=[OrderWorkflow])
    # region: replay-many
    workflows = client.list_workflows("WorkflowType = 'OrderWorkflow' AND StartTime > '2025-01-01T00:00:00Z'")
    results = await replayer.replay_workflows(workflows.map_histories(), raise_on_replay_failure=False)
    for failure in results.replay_failures.values():
        print(failure)
    # endregion: replay-many


if __name__ == "__main__":
    asyncio.run(main())
