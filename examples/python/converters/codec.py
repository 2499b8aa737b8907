"""Encrypts every payload with AES-256-GCM under a named key, and keeps older keys for decoding.

The ID of the key that sealed a payload travels in the payload's metadata, so after a key
rotation the codec encrypts with the new key and still opens everything sealed with the old ones.
"""

import os
from typing import Dict, List, Mapping, Sequence

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec

ENCODING = b"binary/encrypted"
KEY_ID = "encryption-key-id"
NONCE_BYTES = 12


class EncryptionCodec(PayloadCodec):
    def __init__(self, current_key_id: str, keys: Mapping[str, bytes]) -> None:
        if current_key_id not in keys:
            raise ValueError(f"the current key {current_key_id!r} is not among the keys given")
        self._current_key_id = current_key_id
        # One cipher per key ID; AESGCM rejects a key that is not 16, 24 or 32 bytes long.
        self._ciphers = {key_id: AESGCM(key) for key_id, key in keys.items()}

    async def encode(self, payloads: Sequence[Payload]) -> List[Payload]:
        cipher = self._ciphers[self._current_key_id]
        sealed = []
        for payload in payloads:
            nonce = os.urandom(NONCE_BYTES)  # fresh for every payload: never reuse one with a key
            # The whole payload, metadata included, becomes the ciphertext.
            ciphertext = cipher.encrypt(nonce, payload.SerializeToString(), None)
            sealed.append(
                Payload(
                    metadata={"encoding": ENCODING, KEY_ID: self._current_key_id.encode()},
                    data=nonce + ciphertext,
                )
            )
        return sealed

    async def decode(self, payloads: Sequence[Payload]) -> List[Payload]:
        opened = []
        for payload in payloads:
            if payload.metadata.get("encoding") != ENCODING:
                opened.append(payload)  # not sealed by this codec: pass it on unchanged
                continue
            key_id = payload.metadata[KEY_ID].decode()
            cipher = self._ciphers.get(key_id)
            if cipher is None:
                raise ValueError(f"payload sealed with key {key_id!r}, which this codec does not hold")
            nonce, ciphertext = payload.data[:NONCE_BYTES], payload.data[NONCE_BYTES:]
            opened.append(Payload.FromString(cipher.decrypt(nonce, ciphertext, None)))
        return opened


def codec_from_env() -> EncryptionCodec:
    """Builds the codec from PAYLOAD_KEYS: comma-separated `<key-id>=<64 hex digits>`, newest first.

    The first key encrypts; the others only decrypt. Keep a retired key listed for as long as any
    history sealed with it is retained. In production, load the keys from your secret manager.
    """
    keys: Dict[str, bytes] = {}
    for entry in os.environ["PAYLOAD_KEYS"].split(","):
        key_id, _, hex_key = entry.strip().partition("=")
        keys[key_id] = bytes.fromhex(hex_key)
    return EncryptionCodec(current_key_id=next(iter(keys)), keys=keys)
