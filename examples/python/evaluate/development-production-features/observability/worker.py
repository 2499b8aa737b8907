import asyncio

from temporalio.client import Client
from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig
from temporalio.worker import Worker

from workflows import OrderWorkflow


async def main() -> None:
    runtime = Runtime(telemetry=TelemetryConfig(metrics=PrometheusConfig(bind_address="0.0.0.0:9000")))
    # highlight-next-line
    client = await Client.connect("localhost:7233", runtime=runtime)
    # A Worker built on this Client reports through the same Runtime: scrape :9000/metrics.
    worker = Worker(client, task_queue="my-task-queue", workflows=[OrderWorkflow])
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
