"""A Payload Codec that encrypts every payload with AES-GCM."""

import os
from typing import List, Sequence

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec

ENCODING = b"binary/encrypted"


class EncryptionCodec(PayloadCodec):
    def __init__(self, key_id: str, key: bytes) -> None:
        self.key_id = key_id
        self._aes = AESGCM(key)

    async def encode(self, payloads: Sequence[Payload]) -> List[Payload]:
        # Serialize the whole payload (metadata and data) and encrypt it.
        return [
            Payload(
                metadata={"encoding": ENCODING, "encryption-key-id": self.key_id.encode()},
                data=self._encrypt(p.SerializeToString()),
            )
            for p in payloads
        ]

    async def decode(self, payloads: Sequence[Payload]) -> List[Payload]:
        result: List[Payload] = []
        for p in payloads:
            # Leave payloads this codec did not produce untouched.
            if p.metadata.get("encoding", b"") != ENCODING:
                result.append(p)
                continue
            key_id = p.metadata.get("encryption-key-id", b"").decode()
            if key_id != self.key_id:
                raise ValueError(f"Unknown encryption key {key_id!r}")
            result.append(Payload.FromString(self._decrypt(p.data)))
        return result

    def _encrypt(self, data: bytes) -> bytes:
        nonce = os.urandom(12)
        return nonce + self._aes.encrypt(nonce, data, None)

    def _decrypt(self, data: bytes) -> bytes:
        return self._aes.decrypt(data[:12], data[12:], None)


def codec_from_env() -> EncryptionCodec:
    # Load the key from your secret manager in production; never hard-code it.
    return EncryptionCodec(
        key_id=os.environ["PAYLOAD_KEY_ID"],
        key=bytes.fromhex(os.environ["PAYLOAD_KEY_HEX"]),
    )

