"""Replay test: check that today's Workflow code can replay a recorded history."""

from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.worker import Replayer

from workflows import ApprovalWorkflow

HISTORY_FILE = Path(__file__).parent / "histories" / "approval.json"


@pytest.mark.asyncio
async def test_replay_recorded_history() -> None:
    if not HISTORY_FILE.exists():
        pytest.skip("export a history with: temporal workflow show -w <id> -o json")
    history = WorkflowHistory.from_json("approval-recorded", HISTORY_FILE.read_text())
    # Raises temporalio.workflow.NondeterminismError if the code no longer matches.
    await Replayer(workflows=[ApprovalWorkflow]).replay_workflow(history)
