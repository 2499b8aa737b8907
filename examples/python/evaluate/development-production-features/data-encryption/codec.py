import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec


class EncryptionCodec(PayloadCodec):
    def __init__(self, key_id: str, key: bytes) -> None:
        self.key_id = key_id
        self.cipher = AESGCM(key)

    async def encode(self, payloads):
        out = []
        for p in payloads:
            nonce = os.urandom(12)
            data = nonce + self.cipher.encrypt(nonce, p.SerializeToString(), None)
            # highlight-next-line
            out.append(Payload(metadata={"encoding": b"binary/encrypted", "encryption-key-id": self.key_id.encode()}, data=data))
        return out

    async def decode(self, payloads):
        out = []
        for p in payloads:
            if p.metadata.get("encoding") != b"binary/encrypted":
                out.append(p)
                continue
            plain = self.cipher.decrypt(p.data[:12], p.data[12:], None)
            decoded = Payload()
            decoded.ParseFromString(plain)
            out.append(decoded)
        return out
