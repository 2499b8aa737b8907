"""The Worker: hosts the LiteLLM Activity and the fallback Workflow."""

import asyncio
import logging
import os

from temporalio.client import Client
from temporalio.worker import Worker

from activities import complete
from workflows import TASK_QUEUE, LiteLLMChatWorkflow


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[LiteLLMChatWorkflow],
        activities=[complete],
    )
    logging.info("Worker listening on Task Queue %s", TASK_QUEUE)
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
