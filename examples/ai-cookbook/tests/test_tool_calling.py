"""ai-cookbook/tool-calling-python.mdx, run against a real dev server and the OpenAI stub."""

import asyncio
import json
from dataclasses import replace
from typing import Any

import pytest
from temporalio import activity
from temporalio.testing import ActivityEnvironment

from conftest import Temporal
from recipes import Outcome, recipe, run_workflow
from stub_openai import StubOpenAI, error, function_calls, text_response

QUESTION = "Where is my order A-1001, and what time is it in Europe/Berlin?"


def converse(temporal: Temporal, **replace_tools: Any) -> Outcome:
    """Run ToolCallingWorkflow; `replace_tools` swaps a tool Activity for a stand-in of the same name."""
    with recipe("tool_calling") as r:
        activities, tools, workflows = r["activities"], r["tools"], r["workflows"]
        tool_activities = {
            "get_local_time": tools.get_local_time,
            "lookup_order": tools.lookup_order,
            "open_support_case": tools.open_support_case,
            **replace_tools,
        }
        return temporal.run(
            run_workflow(
                temporal.client,
                [workflows.ToolCallingWorkflow],
                [activities.call_model, *tool_activities.values()],
                workflows.ToolCallingWorkflow.run,
                [QUESTION, "gpt-4.1-mini"],
                prefix="tool-calling",
            )
        )


def tool_outputs(body: Any) -> dict[str, Any]:
    """The function_call_output items of a request, by call_id, decoded."""
    return {i["call_id"]: json.loads(i["output"]) for i in body["input"] if i.get("type") == "function_call_output"}


def test_the_tools_run_and_the_model_answers(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(
        function_calls(
            [("call_1", "lookup_order", {"order_id": "A-1001"}), ("call_2", "get_local_time", {"timezone": "Europe/Berlin"})]
        ),
        text_response("It shipped with DHL."),
    )
    outcome = converse(temporal)
    assert outcome.result == "It shipped with DHL."
    assert stub.statuses() == [200, 200]
    outputs = tool_outputs(stub.requests[1].body)
    assert outputs["call_1"]["found"] is True and outputs["call_1"]["carrier"] == "DHL"
    assert outputs["call_2"]["timezone"] == "Europe/Berlin"
    assert outcome.attempts("lookup_order") == [1] and outcome.attempts("get_local_time") == [1]


def test_a_failing_tool_is_tried_three_times_then_reported_to_the_model(temporal: Temporal, stub: StubOpenAI) -> None:
    # "A tool fails": TOOL_RETRY has maximum_attempts=3, which is three attempts (two retries).
    attempts: list[int] = []

    @activity.defn(name="lookup_order")
    async def order_service_down(arguments: dict[str, Any]) -> dict[str, Any]:
        attempts.append(activity.info().attempt)
        raise RuntimeError("order service down")

    stub.script(
        function_calls([("call_1", "lookup_order", {"order_id": "A-1001"})]),
        text_response("I could not look your order up."),
    )
    outcome = converse(temporal, lookup_order=order_service_down)
    assert attempts == [1, 2, 3]
    assert outcome.attempts("lookup_order") == [3]
    assert "order service down" in tool_outputs(stub.requests[1].body)["call_1"]["error"]
    assert outcome.result == "I could not look your order up."


def test_a_rate_limited_model_call_is_retried(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(error(429, headers={"retry-after-ms": "200"}), text_response("Hello."))
    outcome = converse(temporal)
    assert outcome.result == "Hello."
    assert stub.statuses() == [429, 200]
    assert outcome.attempts("call_model") == [2]


@pytest.mark.parametrize(("status", "error_type"), [(403, "PermissionDeniedError"), (422, "UnprocessableEntityError")])
def test_a_rejected_model_call_fails_the_workflow_at_once(
    temporal: Temporal, stub: StubOpenAI, status: int, error_type: str
) -> None:
    stub.script(error(status), text_response("never sent"))
    outcome = converse(temporal)
    assert stub.statuses() == [status]
    assert outcome.failure.type == error_type and outcome.failure.non_retryable
    assert outcome.attempts("call_model") == [1]


def test_a_missing_key_fails_the_workflow_at_once(
    temporal: Temporal, stub: StubOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    outcome = converse(temporal)
    assert stub.requests == []
    assert outcome.failure.type == "OpenAIError" and outcome.failure.non_retryable
    assert outcome.attempts("call_model") == [1]


def test_open_support_case_is_safe_to_run_twice() -> None:
    # "Make a tool safe to run twice": a second attempt of the same call finds the case the first
    # attempt opened (check before acting, keyed by Workflow Id and Activity Id).
    with recipe("tool_calling") as r:
        tools = r["tools"]
        env = ActivityEnvironment()
        arguments = {"order_id": "a-1002", "summary": "The parcel is late."}
        first_try = replace(env.info, workflow_id="tool-calling-42", activity_id="3", attempt=1)

        def attempt(info: Any) -> dict[str, Any]:
            env.info = info
            return asyncio.run(env.run(tools.open_support_case, arguments))

        first = attempt(first_try)
        retry = attempt(replace(first_try, attempt=2))
        other_call = attempt(replace(first_try, activity_id="7"))
        assert retry == first
        assert first["order_id"] == "A-1002" and first["status"] == "open"
        assert other_call["case_id"] != first["case_id"]
        assert len(tools.HELP_DESK.cases) == 2
