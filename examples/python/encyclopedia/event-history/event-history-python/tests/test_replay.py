from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.worker import Replayer

from workflows import OrderWorkflow


@pytest.mark.asyncio
async def test_replay_order_history() -> None:
    history_json = Path(__file__).parent.joinpath("histories", "order.json").read_text()
    # highlight-start
    replayer = Replayer(workflows=[OrderWorkflow])
    await replayer.replay_workflow(WorkflowHistory.from_json("my-workflow-id", history_json))
    # highlight-end
