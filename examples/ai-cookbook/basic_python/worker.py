"""The Worker: polls the Task Queue and runs the Workflow and the Activity."""

import asyncio
import logging
import os

from temporalio.client import Client
from temporalio.worker import Worker

from activities import create_response
from workflows import TASK_QUEUE, AskModelWorkflow


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    if not os.environ.get("OPENAI_API_KEY"):
        raise SystemExit("Set OPENAI_API_KEY in the Worker's environment first.")

    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[AskModelWorkflow],
        activities=[create_response],
    )
    logging.info("Worker listening on Task Queue %s", TASK_QUEUE)
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
