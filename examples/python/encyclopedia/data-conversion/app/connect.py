"""A Client whose Data Converter runs every payload through a Payload Codec."""

import asyncio
import dataclasses
import zlib
from typing import List, Sequence

import temporalio.converter
from temporalio.api.common.v1 import Payload
from temporalio.client import Client
from temporalio.converter import PayloadCodec


class MyCodec(PayloadCodec):
    """Any codec will do; this one compresses each whole payload with zlib."""

    async def encode(self, payloads: Sequence[Payload]) -> List[Payload]:
        return [
            Payload(metadata={"encoding": b"binary/zlib"}, data=zlib.compress(p.SerializeToString()))
            for p in payloads
        ]

    async def decode(self, payloads: Sequence[Payload]) -> List[Payload]:
        return [
            Payload.FromString(zlib.decompress(p.data)) if p.metadata.get("encoding") == b"binary/zlib" else p
            for p in payloads
        ]


async def main() -> None:
    # region: data-converter
    client = await Client.connect(
        "localhost:7233",
        namespace="default",
        # highlight-next-line
        data_converter=dataclasses.replace(temporalio.converter.default(), payload_codec=MyCodec()),
    )
    # endregion: data-converter
    print(f"Connected to namespace {client.namespace}")


if __name__ == "__main__":
    asyncio.run(main())
