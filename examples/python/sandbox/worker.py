"""A Worker with customised sandbox restrictions."""

import asyncio
import dataclasses

from temporalio.client import Client
from temporalio.worker import Worker
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from activities import fetch_exchange_rate
from workflows import LegacyWorkflow, QuoteWorkflow

# Pass your shared data-model package through for every Workflow, not only where
# it is imported inside an imports_passed_through() block.
restrictions = SandboxRestrictions.default.with_passthrough_modules("activities")

# Allow one call that the default restrictions forbid (use with great care).
restrictions = dataclasses.replace(
    restrictions,
    invalid_module_members=restrictions.invalid_module_members.with_child_unrestricted(
        "datetime", "date", "today"
    ),
)


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    worker = Worker(
        client,
        task_queue="my-task-queue",
        workflows=[QuoteWorkflow, LegacyWorkflow],
        activities=[fetch_exchange_rate],
        workflow_runner=SandboxedWorkflowRunner(restrictions=restrictions),
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
