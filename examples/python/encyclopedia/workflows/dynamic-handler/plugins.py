"""A dynamic Workflow and a dynamic Activity: one handler for every type name without its own."""

import asyncio

from temporalio.client import Client

from plugin_runtime import run_plugin  # runs the plugin that an Activity type names

# region: dynamic
from datetime import timedelta
from typing import Any, Sequence

from temporalio import activity, workflow
from temporalio.common import RawValue


@workflow.defn(dynamic=True)
class PluginWorkflow:
    @workflow.run
    async def run(self, args: Sequence[RawValue]) -> Any:
        wf_type = workflow.info().workflow_type
        value = workflow.payload_converter().from_payload(args[0].payload, str)
        return await workflow.execute_activity(
            f"step-for-{wf_type}", value, start_to_close_timeout=timedelta(minutes=1)
        )


@activity.defn(dynamic=True)
async def plugin_activity(args: Sequence[RawValue]) -> Any:
    act_type = activity.info().activity_type
    value = activity.payload_converter().from_payload(args[0].payload, str)
    return await run_plugin(act_type, value)
# endregion: dynamic


async def main() -> None:
    from temporalio.worker import Worker

    client = await Client.connect("localhost:7233", namespace="default")
    # region: registration
    # Registration
    # highlight-next-line
    worker = Worker(client, task_queue="plugins", workflows=[PluginWorkflow], activities=[plugin_activity])
    # endregion: registration
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
