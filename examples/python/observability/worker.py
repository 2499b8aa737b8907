"""A Worker with Prometheus metrics, OpenTelemetry tracing and structured logging."""

import asyncio
import logging

from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter
from temporalio.client import Client
from temporalio.contrib.opentelemetry import TracingInterceptor
from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig
from temporalio.worker import Worker

from workflows import ShipOrderWorkflow, ship


def init_tracing() -> None:
    # Export spans to the console here; use an OTLP exporter in production.
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(ConsoleSpanExporter()))
    trace.set_tracer_provider(provider)


async def main() -> None:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s"
    )
    init_tracing()

    # SDK metrics are served for Prometheus to scrape at http://localhost:9464/metrics.
    runtime = Runtime(
        telemetry=TelemetryConfig(metrics=PrometheusConfig(bind_address="0.0.0.0:9464"))
    )
    client = await Client.connect(
        "localhost:7233",
        namespace="default",
        runtime=runtime,
        # Client interceptors that are also Worker interceptors apply to Workers too.
        interceptors=[TracingInterceptor()],
    )
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[ShipOrderWorkflow],
        activities=[ship],
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
