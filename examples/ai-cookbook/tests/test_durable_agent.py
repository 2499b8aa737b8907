"""ai-cookbook/durable-agent-with-tools.mdx, run against a real dev server and the OpenAI stub."""

import asyncio
import json
from typing import Any

import pytest
from temporalio import activity
from temporalio.client import WorkflowHandle

from conftest import Temporal
from recipes import Outcome, recipe, run_workflow
from stub_openai import StubOpenAI, error, function_calls, text_response


def session(temporal: Temporal, end_after_answers: int | None = 1, **replace_tools: Any) -> Outcome:
    """One session with one instruction; `end_session` is signalled once that many answers exist."""
    with recipe("durable_agent") as r:
        activities, tools, workflows = r["activities"], r["tools"], r["workflows"]
        tool_activities = {"search_faq": tools.search_faq, "get_local_time": tools.get_local_time, **replace_tools}
        state = workflows.AgentState(model="gpt-4.1-mini", inbox=["When is support open?"])

        async def steer(handle: WorkflowHandle) -> None:
            if end_after_answers is None:
                return
            for _ in range(600):
                try:
                    progress = await handle.query(workflows.DurableAgentWorkflow.progress)
                except Exception:  # noqa: BLE001 - the session may already have failed
                    return
                if progress.tasks_completed >= end_after_answers:
                    await handle.signal(workflows.DurableAgentWorkflow.end_session)
                    return
                await asyncio.sleep(0.1)

        return temporal.run(
            run_workflow(
                temporal.client,
                [workflows.DurableAgentWorkflow],
                [activities.call_model, *tool_activities.values()],
                workflows.DurableAgentWorkflow.run,
                [state],
                prefix="durable-agent",
                while_running=steer,
            )
        )


def tool_outputs(body: Any) -> dict[str, Any]:
    return {i["call_id"]: json.loads(i["output"]) for i in body["input"] if i.get("type") == "function_call_output"}


def test_a_task_calls_a_tool_and_answers(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(
        function_calls([("call_1", "search_faq", {"query": "support hours"})]),
        text_response("Weekdays, 08:00 to 20:00 Berlin time."),
    )
    outcome = session(temporal)
    assert outcome.result == ["Weekdays, 08:00 to 20:00 Berlin time."]
    assert tool_outputs(stub.requests[1].body)["call_1"][0]["topic"] == "support hours"


def test_a_failing_tool_is_tried_three_times_then_reported(temporal: Temporal, stub: StubOpenAI) -> None:
    # "A tool or the model keeps failing": three attempts (two retries), then the model hears of it.
    attempts: list[int] = []

    @activity.defn(name="search_faq")
    async def search_down(arguments: dict[str, Any]) -> list[dict[str, str]]:
        attempts.append(activity.info().attempt)
        raise ConnectionError("knowledge base unreachable")

    stub.script(
        function_calls([("call_1", "search_faq", {"query": "support hours"})]),
        text_response("I cannot reach the FAQ right now."),
    )
    outcome = session(temporal, search_faq=search_down)
    assert attempts == [1, 2, 3]
    assert outcome.attempts("search_faq") == [3]
    assert "knowledge base unreachable" in tool_outputs(stub.requests[1].body)["call_1"]["error"]
    assert outcome.result == ["I cannot reach the FAQ right now."]


def test_an_authentication_error_ends_the_session(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(error(401), text_response("never sent"))
    outcome = session(temporal, end_after_answers=None)
    assert stub.statuses() == [401]
    assert outcome.failure.type == "AuthenticationError" and outcome.failure.non_retryable
    assert outcome.attempts("call_model") == [1]


def test_a_missing_key_ends_the_session_at_once(
    temporal: Temporal, stub: StubOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    outcome = session(temporal, end_after_answers=None)
    assert stub.requests == []
    assert outcome.failure.type == "OpenAIError" and outcome.failure.non_retryable
    assert outcome.attempts("call_model") == [1]
