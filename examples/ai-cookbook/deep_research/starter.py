"""The starter: runs one research job, printing progress until the report is ready."""

import asyncio
import os
import sys
import uuid

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter

from models import PlanInput
from workflows import TASK_QUEUE, DeepResearchWorkflow


async def main() -> None:
    topic = " ".join(sys.argv[1:]) or "How do teams keep LLM agents reliable and affordable in production?"
    client = await Client.connect(
        os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"),
        data_converter=pydantic_data_converter,
    )
    handle = await client.start_workflow(
        DeepResearchWorkflow.run,
        PlanInput(model=os.environ.get("OPENAI_MODEL", "gpt-4.1-mini"), topic=topic, max_questions=4),
        id=f"deep-research-{uuid.uuid4()}",
        task_queue=TASK_QUEUE,
    )
    print(f"Started {handle.id}")

    result_task = asyncio.ensure_future(handle.result())
    while not result_task.done():
        print("  progress:", await handle.query(DeepResearchWorkflow.progress))
        await asyncio.wait([result_task], timeout=3)

    report = result_task.result()
    print(f"\n# {report.title}\n\n{report.markdown}\n")
    for number, url in enumerate(report.sources, start=1):
        print(f"[{number}] {url}")


if __name__ == "__main__":
    asyncio.run(main())
