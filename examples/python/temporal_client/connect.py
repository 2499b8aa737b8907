"""Three ways to connect a Temporal Client: local, Temporal Cloud, and from a config profile."""

import asyncio
import os

from temporalio.client import Client, TLSConfig
from temporalio.envconfig import ClientConfig


async def connect_local() -> Client:
    # The development server listens on localhost:7233 without TLS.
    return await Client.connect("localhost:7233", namespace="default")


async def connect_cloud_api_key() -> Client:
    # An API key implies TLS; the SDK sends the key as a bearer token on every call.
    return await Client.connect(
        os.environ["TEMPORAL_ADDRESS"],
        namespace=os.environ["TEMPORAL_NAMESPACE"],
        api_key=os.environ["TEMPORAL_API_KEY"],
        tls=True,
    )


async def connect_cloud_mtls() -> Client:
    with open(os.environ["TEMPORAL_TLS_CLIENT_CERT_PATH"], "rb") as f:
        client_cert = f.read()
    with open(os.environ["TEMPORAL_TLS_CLIENT_KEY_PATH"], "rb") as f:
        client_key = f.read()
    return await Client.connect(
        os.environ["TEMPORAL_ADDRESS"],
        namespace=os.environ["TEMPORAL_NAMESPACE"],
        tls=TLSConfig(client_cert=client_cert, client_private_key=client_key),
    )


async def connect_from_profile() -> Client:
    # Reads the TOML config file and TEMPORAL_* environment variables, the same
    # settings the Temporal CLI uses, and returns keyword arguments for connect().
    connect_config = ClientConfig.load_client_connect_config()
    connect_config.setdefault("target_host", "localhost:7233")
    return await Client.connect(**connect_config)


async def main() -> None:
    client = await connect_from_profile()
    print(f"Connected to namespace {client.namespace}")


if __name__ == "__main__":
    asyncio.run(main())
