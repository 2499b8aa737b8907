"""Runs in the handler team's Namespace and polls the Endpoint's target Task Queue."""

import asyncio

from temporalio.client import Client
from temporalio.worker import Worker

from handler import FraudServiceHandler, ManualReviewWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="fraud-namespace")
    worker = Worker(
        client,
        task_queue="fraud-handler-queue",
        workflows=[ManualReviewWorkflow],
        nexus_service_handlers=[FraudServiceHandler()],
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
