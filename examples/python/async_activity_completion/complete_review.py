"""Run by the outside system: report progress and then complete or fail the Activity."""

import asyncio
import base64
import json
import sys

from temporalio.client import AsyncActivityCancelledError, Client
from temporalio.exceptions import ApplicationError

from activities import INBOX


async def main(verdict: str) -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    for line in INBOX.read_text().splitlines():
        item = json.loads(line)
        handle = client.get_async_activity_handle(
            task_token=base64.b64decode(item["task_token"])
        )
        try:
            # Heartbeats keep the attempt alive and deliver cancellation requests.
            await handle.heartbeat("reviewer assigned")
        except AsyncActivityCancelledError:
            await handle.report_cancellation()
            continue
        if verdict == "reject":
            await handle.fail(ApplicationError("Document rejected", non_retryable=True))
        else:
            await handle.complete(verdict)
        print(f"Completed review of {item['document_id']}: {verdict}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else "approved"))
