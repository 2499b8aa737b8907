"""A Client and Worker whose payloads are encrypted before they leave the process."""

import asyncio
import dataclasses

import temporalio.converter
from temporalio.client import Client
from temporalio.converter import DefaultFailureConverterWithEncodedAttributes
from temporalio.worker import Worker

from codec import codec_from_env
from workflows import KycWorkflow, lookup_tax_id


async def main() -> None:
    data_converter = dataclasses.replace(
        temporalio.converter.default(),
        payload_codec=codec_from_env(),
        # Also move error messages and stack traces into an encoded payload.
        failure_converter_class=DefaultFailureConverterWithEncodedAttributes,
    )
    # Every Client and Worker that touches these Workflows needs the same converter.
    client = await Client.connect(
        "localhost:7233", namespace="default", data_converter=data_converter
    )
    async with Worker(
        client, task_queue="my-task-queue", workflows=[KycWorkflow], activities=[lookup_tax_id]
    ):
        result = await client.execute_workflow(
            KycWorkflow.run, "customer-7", id="kyc-customer-7", task_queue="my-task-queue"
        )
        print(result)


if __name__ == "__main__":
    asyncio.run(main())
