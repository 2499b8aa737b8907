"""The Worker: polls the Task Queue and runs the Workflow and Activity code."""

import asyncio
import logging

from temporalio.client import Client
from temporalio.worker import Worker

from activities import charge_card, send_receipt
from shared import TASK_QUEUE
from workflows import OrderWorkflow


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = await Client.connect("localhost:7233", namespace="default")
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[OrderWorkflow],
        activities=[charge_card, send_receipt],
    )
    # run() polls until the process is interrupted, then shuts down gracefully.
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
