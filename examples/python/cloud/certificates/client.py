import asyncio
from pathlib import Path

from temporalio.client import Client
from temporalio.service import TLSConfig

async def main() -> None:
    client = await Client.connect(
        "my-namespace.abc12.tmprl.cloud:7233",
        namespace="my-namespace.abc12",
        # highlight-start
        tls=TLSConfig(
            client_cert=Path("client.pem").read_bytes(),
            client_private_key=Path("client.key").read_bytes(),
        ),
        # highlight-end
    )
    print("connected to", client.namespace)

asyncio.run(main())
