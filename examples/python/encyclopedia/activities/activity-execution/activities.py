"""The Activities of the page's examples (not shown there)."""

import asyncio
from dataclasses import dataclass

from temporalio import activity

import approvals  # the system that asks a person to approve


@activity.defn
async def transcode_video(video_id: str) -> None:
    for percent in range(0, 100, 5):
        await asyncio.sleep(3)  # stands in for the encoder's work
        activity.heartbeat(percent)  # a cancellation request arrives with a heartbeat's response


@dataclass
class ApprovalRequest:
    request_id: str
    approver: str


# region: complete-async
@activity.defn
async def request_approval(req: ApprovalRequest) -> bool:
    await approvals.send(req, activity.info().task_token)
    # highlight-next-line
    activity.raise_complete_async()
# endregion: complete-async
