import asyncio

from temporalio.client import Client
from temporalio.envconfig import ClientConfig


async def main() -> None:
    # Reads temporal.toml and TEMPORAL_* environment variables.
    connect_config = ClientConfig.load_client_connect_config(profile="prod")
    client = await Client.connect(**connect_config)
    print("connected to", client.namespace)


asyncio.run(main())
