"""Legacy (version-set based) Worker Versioning: register a Build ID and run a Worker for it.

Deprecated in favour of Worker Deployments. Kept for systems that already use it.
"""

import asyncio
import sys

from temporalio import workflow
from temporalio.client import (
    BuildIdOpAddNewCompatible,
    BuildIdOpAddNewDefault,
    Client,
)
from temporalio.worker import Worker

TASK_QUEUE = "legacy-versioned-queue"


@workflow.defn
class GreetingWorkflow:
    @workflow.run
    async def run(self, name: str) -> str:
        return f"Hello, {name}!"


async def register(client: Client, build_id: str, compatible_with: str | None) -> None:
    if compatible_with:
        # A bug fix that old Executions may move to: same version set.
        op = BuildIdOpAddNewCompatible(build_id, compatible_with)
    else:
        # An incompatible change: a new set that becomes the default for new Executions.
        op = BuildIdOpAddNewDefault(build_id)
    await client.update_worker_build_id_compatibility(TASK_QUEUE, op)
    sets = await client.get_worker_build_id_compatibility(TASK_QUEUE)
    print("Default Build ID is now", sets.default_build_id())


async def main(build_id: str, compatible_with: str | None) -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    await register(client, build_id, compatible_with)
    worker = Worker(
        client,
        task_queue=TASK_QUEUE,
        workflows=[GreetingWorkflow],
        build_id=build_id,
        use_worker_versioning=True,
    )
    await worker.run()


if __name__ == "__main__":
    # python deploy.py 1.0          -> new default set
    # python deploy.py 1.1 1.0      -> compatible with 1.0
    asyncio.run(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None))
