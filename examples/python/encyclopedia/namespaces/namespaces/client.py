"""A Client bound to one Namespace: every call it makes acts in that Namespace."""

import asyncio

from temporalio.client import Client


async def main() -> None:
    # region: connect
    # highlight-next-line
    client = await Client.connect("localhost:7233", namespace="my-namespace")
    # endregion: connect
    print(f"Connected to namespace {client.namespace}")


if __name__ == "__main__":
    asyncio.run(main())
