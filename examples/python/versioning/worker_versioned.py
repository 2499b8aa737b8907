"""Worker Versioning: a Worker that belongs to a Worker Deployment Version."""

import asyncio
import os

from temporalio import workflow
from temporalio.client import Client
from temporalio.common import VersioningBehavior, WorkerDeploymentVersion
from temporalio.worker import Worker, WorkerDeploymentConfig

from activities import send_email, send_sms


@workflow.defn(versioning_behavior=VersioningBehavior.PINNED)
class ShortLivedWorkflow:
    """Pinned: every Execution finishes on the version it started on."""

    @workflow.run
    async def run(self, user_id: str) -> str:
        return f"processed {user_id}"


@workflow.defn(versioning_behavior=VersioningBehavior.AUTO_UPGRADE)
class LongLivedWorkflow:
    """Auto-upgrade: moves to the Current Version, so changes still need patching."""

    @workflow.run
    async def run(self, user_id: str) -> None:
        await workflow.wait_condition(lambda: False)


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[ShortLivedWorkflow, LongLivedWorkflow],
        activities=[send_email, send_sms],
        deployment_config=WorkerDeploymentConfig(
            version=WorkerDeploymentVersion(
                deployment_name="notifications",
                # Usually the image tag or git commit of this build.
                build_id=os.environ.get("BUILD_ID", "2024-06-01.1"),
            ),
            use_worker_versioning=True,
        ),
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
