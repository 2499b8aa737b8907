from dataclasses import dataclass
from datetime import timedelta

from temporalio import workflow


@dataclass
class Downloaded:
    path: str
    host_queue: str


@workflow.defn
class FileWorkflow:
    @workflow.run
    async def run(self, url: str) -> None:
        d = await workflow.execute_activity(
            "download", url,
            start_to_close_timeout=timedelta(minutes=10),
            result_type=Downloaded,
        )
        for step in ("process", "cleanup"):
            await workflow.execute_activity(
                step, d.path,
                # highlight-next-line
                task_queue=d.host_queue,
                start_to_close_timeout=timedelta(minutes=10),
                schedule_to_start_timeout=timedelta(minutes=1),
            )
