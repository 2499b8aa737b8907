"""A Worker for a sample whose page shows Workflows and Activities but no Worker.

    python live/worker.py <sample folder> <module.Name>... [--task-queue QUEUE]

Imports each ``module.Name`` from the sample folder (``workflows.CartWorkflow``,
``activities.reserve_stock``): classes are registered as Workflows, functions as Activities. It
polls the page's Task Queue (``my-task-queue`` unless given) on TEMPORAL_ADDRESS until killed.
"""

import argparse
import asyncio
import importlib
import inspect
import os
import sys

from temporalio.client import Client
from temporalio.worker import Worker


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("names", nargs="+")
    parser.add_argument("--task-queue", default="my-task-queue")
    args = parser.parse_args()
    folder = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), args.folder)
    sys.path.insert(0, folder)
    workflows: list[type] = []
    activities: list = []
    for name in args.names:
        module_name, attr = name.rsplit(".", 1)
        obj = getattr(importlib.import_module(module_name), attr)
        (workflows if inspect.isclass(obj) else activities).append(obj)
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    worker = Worker(client, task_queue=args.task_queue, workflows=workflows, activities=activities)
    print(f"worker polling {args.task_queue} for {args.folder}", flush=True)
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
