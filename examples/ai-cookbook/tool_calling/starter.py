"""The starter: asks a question that needs both tools."""

import asyncio
import os
import sys
import uuid

from temporalio.client import Client

from workflows import TASK_QUEUE, ToolCallingWorkflow


async def main() -> None:
    question = " ".join(sys.argv[1:]) or (
        "Where is my order A-1001, and what time is it now in Europe/Berlin where the warehouse is?"
    )
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    answer = await client.execute_workflow(
        ToolCallingWorkflow.run,
        args=[question, os.environ.get("OPENAI_MODEL", "gpt-4.1-mini")],
        id=f"tool-calling-{uuid.uuid4()}",
        task_queue=TASK_QUEUE,
    )
    print(answer)


if __name__ == "__main__":
    asyncio.run(main())
