"""ai-cookbook/http-retry-enhancement-python.mdx, run against a real dev server and the OpenAI stub."""

from datetime import timedelta

import pytest

from conftest import Temporal
from recipes import Outcome, recipe, run_workflow
from stub_openai import StubOpenAI, error, text_response


def call(temporal: Temporal, simulate_429: int = 0) -> Outcome:
    with recipe("http_retry_enhancement") as r:
        activities, workflows = r["activities"], r["workflows"]
        request = activities.ModelRequest(
            model="gpt-4.1-mini", instructions="Be brief.", input="What is 429?", simulate_rate_limited_attempts=simulate_429
        )
        return temporal.run(
            run_workflow(
                temporal.client,
                [workflows.ResilientModelCallWorkflow],
                [activities.call_model],
                workflows.ResilientModelCallWorkflow.run,
                [request],
                prefix="http-retry",
            )
        )


def last_failure(outcome: Outcome):
    return outcome.started_events("call_model")[0].activity_task_started_event_attributes.last_failure


def test_a_simulated_rate_limit_waits_for_its_retry_after(temporal: Temporal, stub: StubOpenAI) -> None:
    # "Run it", step 5 (with SIMULATE_429=1): the retry starts five seconds after the failure.
    stub.script(text_response("Too Many Requests."))
    outcome = call(temporal, simulate_429=1)
    assert outcome.result.text == "Too Many Requests." and not outcome.result.degraded
    assert len(stub.requests) == 1
    assert outcome.attempts("call_model") == [2]
    failure = last_failure(outcome)
    assert failure.application_failure_info.type == "RateLimitError"
    assert failure.message == "Error code: 429 - simulated rate limit"
    assert failure.application_failure_info.next_retry_delay.ToTimedelta() == timedelta(seconds=5)


def test_an_exhausted_quota_returns_the_degraded_answer(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(error(429, code="insufficient_quota", headers={"retry-after": "1"}), text_response("never sent"))
    outcome = call(temporal)
    assert outcome.result.degraded
    assert stub.statuses() == [429]
    assert outcome.attempts("call_model") == [1]


@pytest.mark.parametrize("header", ["retry-after", "retry-after-ms"])
def test_an_infinite_retry_after_leaves_a_final_error_final(temporal: Temporal, stub: StubOpenAI, header: str) -> None:
    # Before the fix, timedelta(inf) raised OverflowError here, and Temporal retried the OverflowError.
    stub.script(error(401, headers={header: "inf"}), text_response("never sent"))
    outcome = call(temporal)
    assert stub.statuses() == [401]
    assert outcome.failure.type == "AuthenticationError" and outcome.failure.non_retryable


def test_an_unreadable_retry_after_falls_back_to_the_back_off(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(error(503, headers={"retry-after-ms": "inf", "retry-after": "NaN"}), text_response("Recovered."))
    outcome = call(temporal)
    assert outcome.result.text == "Recovered."
    assert stub.statuses() == [503, 200]
    failure = last_failure(outcome)
    assert failure.application_failure_info.type == "InternalServerError"
    assert not failure.application_failure_info.HasField("next_retry_delay")


def test_a_missing_key_fails_at_once(temporal: Temporal, stub: StubOpenAI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    outcome = call(temporal)
    assert stub.requests == []
    assert outcome.failure.type == "OpenAIError" and outcome.failure.non_retryable
