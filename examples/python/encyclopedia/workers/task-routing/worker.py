import asyncio
import socket

from temporalio import activity
from temporalio.client import Client
from temporalio.worker import Worker

from files import fetch_to_local_disk, remove_file, transform_file  # your file-handling code
from workflows import Downloaded, FileWorkflow

HOST_QUEUE = f"file-processing-{socket.gethostname()}"


@activity.defn(name="download")
async def download(url: str) -> Downloaded:
    path = await fetch_to_local_disk(url)
    return Downloaded(path=path, host_queue=HOST_QUEUE)


@activity.defn(name="process")
async def process(path: str) -> None:
    await transform_file(path)


@activity.defn(name="cleanup")
async def cleanup(path: str) -> None:
    await remove_file(path)


async def main() -> None:
    client = await Client.connect("localhost:7233")
    shared = Worker(client, task_queue="file-processing",
                    workflows=[FileWorkflow], activities=[download])
    per_host = Worker(client, task_queue=HOST_QUEUE, activities=[process, cleanup])
    await asyncio.gather(shared.run(), per_host.run())


if __name__ == "__main__":
    asyncio.run(main())
