"""The Worker for the durable agent."""

import asyncio
import logging
import os

from temporalio.client import Client
from temporalio.worker import Worker

from activities import call_model
from tools import get_local_time, search_faq
from workflows import TASK_QUEUE, DurableAgentWorkflow


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[DurableAgentWorkflow],
        activities=[call_model, search_faq, get_local_time],
    )
    logging.info("Worker listening on Task Queue %s", TASK_QUEUE)
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
