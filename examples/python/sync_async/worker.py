"""A Worker that can run both async and synchronous Activities."""

import asyncio
from concurrent.futures import ThreadPoolExecutor

from temporalio.client import Client
from temporalio.worker import Worker

from activities import fetch_page_async, fetch_page_sync, hash_file_async

MAX_CONCURRENT_ACTIVITIES = 50


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # One thread per concurrent synchronous Activity, so no slot waits for a thread.
    with ThreadPoolExecutor(max_workers=MAX_CONCURRENT_ACTIVITIES) as executor:
        worker = Worker(
            client,
            task_queue="my-task-queue",
            activities=[fetch_page_async, fetch_page_sync, hash_file_async],
            activity_executor=executor,
            max_concurrent_activities=MAX_CONCURRENT_ACTIVITIES,
        )
        await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
