"""The starter: runs one AskModelWorkflow and prints the model's answer."""

import asyncio
import os
import sys
import uuid

from temporalio.client import Client

from activities import ResponseRequest
from workflows import TASK_QUEUE, AskModelWorkflow


async def main() -> None:
    question = " ".join(sys.argv[1:]) or "In three sentences, why do LLM applications need retries?"
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))

    workflow_id = f"basic-python-{uuid.uuid4()}"
    answer = await client.execute_workflow(
        AskModelWorkflow.run,
        ResponseRequest(
            model=os.environ.get("OPENAI_MODEL", "gpt-4.1-mini"),
            instructions="You are a concise assistant. Answer in plain prose.",
            input=question,
        ),
        id=workflow_id,
        task_queue=TASK_QUEUE,
    )
    print(f"Workflow {workflow_id} finished:\n\n{answer}")


if __name__ == "__main__":
    asyncio.run(main())
