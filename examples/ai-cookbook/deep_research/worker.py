"""The Worker for the deep research pipeline."""

import asyncio
import logging
import os

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Worker

from activities import investigate, plan_research, web_search, write_report
from workflows import TASK_QUEUE, DeepResearchWorkflow


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = await Client.connect(
        os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"),
        data_converter=pydantic_data_converter,
    )
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[DeepResearchWorkflow],
        activities=[plan_research, web_search, investigate, write_report],
    )
    logging.info("Worker listening on Task Queue %s", TASK_QUEUE)
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
