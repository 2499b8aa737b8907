from temporalio.client import Client
from temporalio.service import TLSConfig


async def connect_mtls(cert: bytes, key: bytes) -> Client:
    return await Client.connect(
        "my-namespace.a1b2c.tmprl.cloud:7233",
        namespace="my-namespace.a1b2c",
        tls=TLSConfig(client_cert=cert, client_private_key=key),
    )


async def connect_api_key(api_key: str) -> Client:
    return await Client.connect(
        "us-east-1.aws.api.temporal.io:7233",
        namespace="my-namespace.a1b2c",
        api_key=api_key,
        tls=True,
    )
