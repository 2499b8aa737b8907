import dataclasses

import temporalio.converter
from temporalio.client import Client
from temporalio.converter import DefaultFailureConverterWithEncodedAttributes

from app.codec import EncryptionCodec


async def connect(codec: EncryptionCodec) -> Client:
    data_converter = dataclasses.replace(
        temporalio.converter.default(),
        payload_codec=codec,
        # highlight-next-line
        failure_converter_class=DefaultFailureConverterWithEncodedAttributes,
    )
    return await Client.connect(
        "localhost:7233", namespace="default", data_converter=data_converter
    )
