"""Connects to the local development server (`temporal server start-dev`)."""

import asyncio


async def main() -> None:
    # region: connect-local
    from temporalio.client import Client

    client = await Client.connect("localhost:7233", namespace="default")
    # endregion: connect-local
    print(f"Connected to namespace {client.namespace}")


if __name__ == "__main__":
    asyncio.run(main())
