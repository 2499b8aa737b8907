import asyncio
from pathlib import Path

from temporalio.client import Client


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    handle = client.get_workflow_handle("my-workflow-id")
    # highlight-next-line
    history = await handle.fetch_history()
    Path("order.json").write_text(history.to_json())


asyncio.run(main())
