"""A Worker process for test_worker_crash.py, which kills it with SIGKILL in the middle of a tool call.

    python crash_worker.py <temporal address> <task queue> <marker file>

It hosts the tool-calling recipe's Workflow and Activities, except that its `lookup_order` is a
stand-in for a slow order service: it writes its attempt number to the marker file and then waits,
so the test knows the tool is running when it kills the process. The model calls go to the
OpenAI stub named by OPENAI_BASE_URL.
"""

import asyncio
import importlib
import sys
from pathlib import Path
from typing import Any

from temporalio import activity
from temporalio.client import Client
from temporalio.worker import Worker

# The recipe's modules, imported as `python worker.py` in its folder would import them.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tool_calling"))
activities = importlib.import_module("activities")
tools = importlib.import_module("tools")
workflows = importlib.import_module("workflows")


async def main(target: str, task_queue: str, marker: Path) -> None:
    @activity.defn(name="lookup_order")
    async def slow_lookup_order(arguments: dict[str, Any]) -> dict[str, Any]:
        marker.write_text(str(activity.info().attempt))
        await asyncio.sleep(3600)  # the order service never answers before the kill
        return {}

    client = await Client.connect(target)
    worker = Worker(
        client,
        task_queue=task_queue,
        workflows=[workflows.ToolCallingWorkflow],
        activities=[activities.call_model, tools.get_local_time, slow_lookup_order, tools.open_support_case],
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], Path(sys.argv[3])))
