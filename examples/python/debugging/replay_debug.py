"""Replay a production Workflow's history locally, under a debugger if you like.

Usage: python replay_debug.py <workflow-id>
Set breakpoints in your Workflow code, then run this script from your IDE.
"""

import asyncio
import logging
import sys

from temporalio.client import Client
from temporalio.worker import Replayer

# Import the Workflow classes exactly as the production Worker registers them.
from workflows import OrderWorkflow


async def main(workflow_id: str) -> None:
    logging.basicConfig(level=logging.DEBUG)
    client = await Client.connect("localhost:7233", namespace="default")

    # Download the full Event History of the Execution.
    history = await client.get_workflow_handle(workflow_id).fetch_history()

    replayer = Replayer(
        workflows=[OrderWorkflow],
        # debug_mode turns off the deadlock detector so breakpoints do not fail the task.
        debug_mode=True,
        data_converter=client.data_converter,
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    if result.replay_failure:
        print(f"Replay failed: {result.replay_failure!r}")
    else:
        print("Replay succeeded: the current code matches this history")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
