"""The negative control of the replay test: a changed ApprovalWorkflow must not replay.

    python live/replay_control.py <history.json>

Replays a history recorded from examples/python/testing/workflows.py against the version in
replay_changed.py. Exits 0 only when the Replayer raises NondeterminismError, which proves that
the replay test can fail.
"""

import asyncio
import sys

from temporalio import workflow
from temporalio.client import WorkflowHistory
from temporalio.worker import Replayer

from replay_changed import ChangedApprovalWorkflow


async def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as f:
        history = WorkflowHistory.from_json("approval-recorded", f.read())
    try:
        await Replayer(workflows=[ChangedApprovalWorkflow]).replay_workflow(history)
    except workflow.NondeterminismError as err:
        print(f"NondeterminismError: {err}")
        return
    raise SystemExit("the changed Workflow replayed without a NondeterminismError")


if __name__ == "__main__":
    asyncio.run(main())
