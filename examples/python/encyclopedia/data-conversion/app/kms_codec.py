import asyncio
import os
from typing import Dict, List, Optional, Sequence

import boto3
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec

ENCODING = b"binary/encrypted-kms"
WRAPPED_KEY = "wrapped-data-key"
NONCE_BYTES = 12


class KmsEnvelopeCodec(PayloadCodec):
    """AES-256-GCM with data keys issued and wrapped by AWS KMS."""

    def __init__(self, kms_key_id: str, region: str) -> None:
        self._kms = boto3.client("kms", region_name=region)
        self._kms_key_id = kms_key_id
        self._current: Optional[bytes] = None  # wrapped data key used for encryption
        self._ciphers: Dict[bytes, AESGCM] = {}  # wrapped data key -> cipher

    async def _encryption_key(self) -> bytes:
        if self._current is None:
            resp = await asyncio.to_thread(
                self._kms.generate_data_key, KeyId=self._kms_key_id, KeySpec="AES_256"
            )
            wrapped: bytes = resp["CiphertextBlob"]
            self._ciphers[wrapped] = AESGCM(resp["Plaintext"])
            self._current = wrapped
        return self._current

    async def _cipher(self, wrapped: bytes) -> AESGCM:
        cipher = self._ciphers.get(wrapped)
        if cipher is None:
            resp = await asyncio.to_thread(
                self._kms.decrypt, CiphertextBlob=wrapped, KeyId=self._kms_key_id
            )
            cipher = AESGCM(resp["Plaintext"])
            self._ciphers[wrapped] = cipher
        return cipher

    async def encode(self, payloads: Sequence[Payload]) -> List[Payload]:
        wrapped = await self._encryption_key()
        cipher = await self._cipher(wrapped)
        out = []
        for payload in payloads:
            nonce = os.urandom(NONCE_BYTES)
            sealed = cipher.encrypt(nonce, payload.SerializeToString(), None)
            out.append(
                Payload(
                    metadata={"encoding": ENCODING, WRAPPED_KEY: wrapped},
                    data=nonce + sealed,
                )
            )
        return out

    async def decode(self, payloads: Sequence[Payload]) -> List[Payload]:
        out = []
        for payload in payloads:
            if payload.metadata.get("encoding") != ENCODING:
                out.append(payload)  # not ours
                continue
            cipher = await self._cipher(payload.metadata[WRAPPED_KEY])
            nonce, sealed = payload.data[:NONCE_BYTES], payload.data[NONCE_BYTES:]
            out.append(Payload.FromString(cipher.decrypt(nonce, sealed, None)))
        return out
