"""The Worker for the HTTP retry recipe."""

import asyncio
import logging
import os

from temporalio.client import Client
from temporalio.worker import Worker

from activities import call_model
from workflows import TASK_QUEUE, ResilientModelCallWorkflow


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[ResilientModelCallWorkflow],
        activities=[call_model],
    )
    logging.info("Worker listening on Task Queue %s", TASK_QUEUE)
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
