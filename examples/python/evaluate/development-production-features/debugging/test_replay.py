from temporalio.client import WorkflowHistory
from temporalio.worker import Replayer

from workflows import OrderWorkflow


async def test_replay_order_1001() -> None:
    with open("history.json") as f:
        history = WorkflowHistory.from_json("order-1001", f.read())
    # highlight-next-line
    await Replayer(workflows=[OrderWorkflow]).replay_workflow(history)
