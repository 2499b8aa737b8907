"""The starter: runs one call, optionally with simulated 429s (SIMULATE_429=3)."""

import asyncio
import os
import sys
import uuid

from temporalio.client import Client

from activities import ModelRequest
from workflows import TASK_QUEUE, ResilientModelCallWorkflow


async def main() -> None:
    prompt = " ".join(sys.argv[1:]) or "What does HTTP status 429 mean, in one sentence?"
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    answer = await client.execute_workflow(
        ResilientModelCallWorkflow.run,
        ModelRequest(
            model=os.environ.get("OPENAI_MODEL", "gpt-4.1-mini"),
            instructions="Answer briefly and precisely.",
            input=prompt,
            simulate_rate_limited_attempts=int(os.environ.get("SIMULATE_429", "0")),
        ),
        id=f"http-retry-{uuid.uuid4()}",
        task_queue=TASK_QUEUE,
    )
    status = "fallback" if answer.degraded else "model"
    print(f"[{status}] {answer.text}")


if __name__ == "__main__":
    asyncio.run(main())
