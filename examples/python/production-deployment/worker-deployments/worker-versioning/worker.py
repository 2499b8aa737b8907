"""A versioned Worker: every Workflow it runs belongs to the Version named by BUILD_ID."""

import asyncio

from temporalio.client import Client

from orders import AccountWorkflow, OrderWorkflow, charge, ship


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: excerpt
    import os

    from temporalio.common import VersioningBehavior, WorkerDeploymentVersion
    from temporalio.worker import Worker, WorkerDeploymentConfig

    worker = Worker(
        client,
        task_queue="orders",
        workflows=[OrderWorkflow, AccountWorkflow],
        activities=[charge, ship],
        deployment_config=WorkerDeploymentConfig(
            # highlight-next-line
            version=WorkerDeploymentVersion(deployment_name="orders", build_id=os.environ["BUILD_ID"]),
            use_worker_versioning=True,
            default_versioning_behavior=VersioningBehavior.PINNED,
        ),
    )
    # endregion: excerpt
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
