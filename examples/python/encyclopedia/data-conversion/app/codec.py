import os
from typing import List, Mapping, Sequence

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec

ENCODING = b"binary/encrypted"
KEY_ID = "encryption-key-id"
NONCE_BYTES = 12


class EncryptionCodec(PayloadCodec):
    """Encrypts whole Payloads with AES-256-GCM."""

    def __init__(self, current_key_id: str, keys: Mapping[str, bytes]) -> None:
        self._current_key_id = current_key_id
        self._ciphers = {key_id: AESGCM(key) for key_id, key in keys.items()}

    async def encode(self, payloads: Sequence[Payload]) -> List[Payload]:
        cipher = self._ciphers[self._current_key_id]
        out = []
        for payload in payloads:
            nonce = os.urandom(NONCE_BYTES)
            sealed = cipher.encrypt(nonce, payload.SerializeToString(), None)
            out.append(
                Payload(
                    metadata={
                        "encoding": ENCODING,
                        KEY_ID: self._current_key_id.encode(),
                    },
                    data=nonce + sealed,
                )
            )
        return out

    async def decode(self, payloads: Sequence[Payload]) -> List[Payload]:
        out = []
        for payload in payloads:
            # highlight-next-line
            if payload.metadata.get("encoding") != ENCODING:
                out.append(payload)  # not ours
                continue
            key_id = payload.metadata[KEY_ID].decode()
            cipher = self._ciphers.get(key_id)
            if cipher is None:
                raise ValueError(f"No encryption key with ID {key_id}")
            nonce, sealed = payload.data[:NONCE_BYTES], payload.data[NONCE_BYTES:]
            out.append(Payload.FromString(cipher.decrypt(nonce, sealed, None)))
        return out
