"""At least once: a tool that was running when its Worker died runs again (tool-calling-python.mdx,
durable-agent-with-tools.mdx, basic-python.mdx "The Worker dies mid-call").

The first Worker is a separate process (crash_worker.py), killed with SIGKILL while the tool runs,
so it reports nothing. The Temporal Service learns of the loss only when the attempt's 30-second
Start-To-Close timeout expires; then it schedules attempt 2, which a second Worker runs.
"""

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from temporalio.api.enums.v1 import TimeoutType
from temporalio.worker import Worker

from conftest import COOKBOOK, Temporal
from recipes import Outcome, recipe
from stub_openai import StubOpenAI, function_calls, text_response
from test_tool_calling import QUESTION, tool_outputs


def test_a_tool_running_when_its_worker_dies_runs_again(temporal: Temporal, stub: StubOpenAI, tmp_path: Path) -> None:
    stub.script(
        function_calls([("call_1", "lookup_order", {"order_id": "A-1001"})]),
        text_response("Your order shipped."),
    )
    task_queue = f"tool-calling-crash-{uuid.uuid4()}"
    marker = tmp_path / "lookup_order-attempt"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(COOKBOOK / "shared"), os.environ.get("PYTHONPATH", "")])}
    first_worker = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("crash_worker.py")), temporal.target, task_queue, str(marker)],
        env=env,
        start_new_session=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        with recipe("tool_calling") as r:
            activities, tools, workflows = r["activities"], r["tools"], r["workflows"]
            handle = temporal.run(
                temporal.client.start_workflow(
                    workflows.ToolCallingWorkflow.run,
                    args=[QUESTION, "gpt-4.1-mini"],
                    id=f"tool-calling-crash-{uuid.uuid4()}",
                    task_queue=task_queue,
                )
            )
            deadline = time.monotonic() + 90
            while not marker.exists():
                assert first_worker.poll() is None, first_worker.communicate()[0].decode()
                assert time.monotonic() < deadline, "the first Worker never started lookup_order"
                time.sleep(0.1)
            assert marker.read_text() == "1"

            # The Worker dies mid-Activity: no failure, no result, nothing reported.
            os.killpg(first_worker.pid, signal.SIGKILL)
            first_worker.wait(timeout=10)
            killed_at = time.monotonic()

            async def second_worker() -> str:
                async with Worker(
                    temporal.client,
                    task_queue=task_queue,
                    workflows=[workflows.ToolCallingWorkflow],
                    activities=[activities.call_model, tools.get_local_time, tools.lookup_order, tools.open_support_case],
                ):
                    return await handle.result()

            result = temporal.run(second_worker(), timeout=120)
            waited = time.monotonic() - killed_at
            history = temporal.run(handle.fetch_history())
    finally:
        if first_worker.poll() is None:
            os.killpg(first_worker.pid, signal.SIGKILL)
            first_worker.wait(timeout=10)

    outcome = Outcome(handle=handle, events=list(history.events))
    outcome.activity_types = {
        e.event_id: e.activity_task_scheduled_event_attributes.activity_type.name
        for e in outcome.events
        if e.activity_task_scheduled_event_attributes.activity_type.name
    }
    assert result == "Your order shipped."
    # The same tool call ran again, as attempt 2, on the second Worker: the real lookup answered.
    assert outcome.attempts("lookup_order") == [2]
    last = outcome.started_events("lookup_order")[0].activity_task_started_event_attributes.last_failure
    assert last.timeout_failure_info.timeout_type == TimeoutType.TIMEOUT_TYPE_START_TO_CLOSE
    assert tool_outputs(stub.requests[1].body)["call_1"]["found"] is True
    # The model was asked once per turn: the crash did not repeat the completed model call.
    assert stub.statuses() == [200, 200]
    # Nothing happened until the 30-second Start-To-Close timeout of the first attempt expired.
    assert waited > 15, f"attempt 2 came {waited:.1f} s after the kill"
