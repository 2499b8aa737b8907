import asyncio
import os

from temporalio.client import Client
from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig
from temporalio.worker import Worker

from workflows import OrderWorkflow
from activities import charge_card

async def main() -> None:
    # highlight-next-line
    runtime = Runtime(telemetry=TelemetryConfig(metrics=PrometheusConfig(bind_address="0.0.0.0:9464")))
    client = await Client.connect(
        "us-east-1.aws.api.temporal.io:7233",
        namespace="orders-prod.abc12",
        api_key=os.environ["TEMPORAL_API_KEY"],
        tls=True,
        runtime=runtime,
    )
    worker = Worker(client, task_queue="orders", workflows=[OrderWorkflow], activities=[charge_card])
    await worker.run()

if __name__ == "__main__":
    asyncio.run(main())
