import asyncio
import signal
from datetime import timedelta

from temporalio.client import Client
from temporalio.worker import Worker


async def main() -> None:
    client = await Client.connect("localhost:7233")
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[],  # your Workflow classes
        activities=[],  # your Activity functions
        # highlight-next-line
        graceful_shutdown_timeout=timedelta(seconds=30),
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)

    async with worker:  # starts the Worker; shuts it down gracefully on exit
        await stop.wait()


asyncio.run(main())
