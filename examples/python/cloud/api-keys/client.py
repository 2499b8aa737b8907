import asyncio
import os

from temporalio.client import Client

async def main() -> None:
    client = await Client.connect(
        "us-east-1.aws.api.temporal.io:7233",
        namespace="my-namespace.abc12",
        # highlight-next-line
        api_key=os.environ["TEMPORAL_API_KEY"],
        tls=True,
    )
    print("connected to", client.namespace)

asyncio.run(main())
