"""A Worker that belongs to a Worker Deployment Version, named by the build it runs."""

import asyncio

from temporalio.client import Client

from orders import OrderWorkflow, charge_card


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    # region: deployment-config
    import os

    from temporalio.common import VersioningBehavior, WorkerDeploymentVersion
    from temporalio.worker import Worker, WorkerDeploymentConfig

    worker = Worker(
        client,
        task_queue="orders",
        workflows=[OrderWorkflow],
        activities=[charge_card],
        deployment_config=WorkerDeploymentConfig(
            version=WorkerDeploymentVersion(
                deployment_name="order-service", build_id=os.environ["BUILD_ID"]
            ),
            # highlight-next-line
            use_worker_versioning=True,
            default_versioning_behavior=VersioningBehavior.PINNED,
        ),
    )
    # endregion: deployment-config
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
