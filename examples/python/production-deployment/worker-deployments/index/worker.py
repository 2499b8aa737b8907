import asyncio
from datetime import timedelta

from temporalio.client import Client
from temporalio.envconfig import ClientConfig
from temporalio.worker import Worker

from orders import OrderWorkflow, charge, ship


async def main() -> None:
    client = await Client.connect(**ClientConfig.load_client_connect_config())
    worker = Worker(
        client,
        task_queue="orders",
        workflows=[OrderWorkflow],
        activities=[charge, ship],
        max_concurrent_activities=200,
        # highlight-next-line
        graceful_shutdown_timeout=timedelta(seconds=30),
    )
    await worker.run()  # returns after shutdown is requested, for example on SIGTERM handling


if __name__ == "__main__":
    asyncio.run(main())
