import asyncio
import dataclasses

import temporalio.converter
from temporalio.client import Client
from temporalio.worker import Worker

from app import keys
from app.activities import charge_card
from app.codec import EncryptionCodec
from app.workflows import OrderWorkflow


async def main() -> None:
    data_converter = dataclasses.replace(
        temporalio.converter.default(),
        payload_codec=EncryptionCodec(keys.current_id(), keys.all_keys()),
        failure_converter_class=temporalio.converter.DefaultFailureConverterWithEncodedAttributes,
    )
    # highlight-next-line
    client = await Client.connect("localhost:7233", namespace="default", data_converter=data_converter)

    # The Worker uses the Client's Data Converter.
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[OrderWorkflow],
        activities=[charge_card],
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
