"""The Worker: hosts the model Activity, the tool Activities and the Workflow."""

import asyncio
import logging
import os

from temporalio.client import Client
from temporalio.worker import Worker

from activities import call_model
from tools import get_local_time, lookup_order, open_support_case
from workflows import TASK_QUEUE, ToolCallingWorkflow


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[ToolCallingWorkflow],
        activities=[call_model, get_local_time, lookup_order, open_support_case],
    )
    logging.info("Worker listening on Task Queue %s", TASK_QUEUE)
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
