import dataclasses
import os
from typing import List, Sequence

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec, default


class EncryptionCodec(PayloadCodec):
    def __init__(self, key_id: str, key: bytes) -> None:
        self.key_id = key_id
        self.aead = AESGCM(key)

    async def encode(self, payloads: Sequence[Payload]) -> List[Payload]:
        out = []
        for p in payloads:
            nonce = os.urandom(12)
            # highlight-next-line
            sealed = nonce + self.aead.encrypt(nonce, p.SerializeToString(), None)
            out.append(
                Payload(
                    metadata={"encoding": b"binary/encrypted", "encryption-key-id": self.key_id.encode()},
                    data=sealed,
                )
            )
        return out

    async def decode(self, payloads: Sequence[Payload]) -> List[Payload]:
        out = []
        for p in payloads:
            if p.metadata.get("encoding") != b"binary/encrypted":
                out.append(p)
                continue
            if p.metadata.get("encryption-key-id", b"").decode() != self.key_id:
                raise ValueError("payload was encrypted with an unknown key")
            plain = self.aead.decrypt(p.data[:12], p.data[12:], None)
            out.append(Payload.FromString(plain))
        return out


def data_converter(key_id: str, key: bytes):
    # Pass to Client.connect(..., data_converter=...) in clients and Workers.
    return dataclasses.replace(default(), payload_codec=EncryptionCodec(key_id, key))
