"""ai-cookbook/basic-python.mdx, run against a real dev server and the OpenAI stub."""

from datetime import timedelta

import pytest

from conftest import Temporal
from recipes import recipe, run_workflow
from stub_openai import StubOpenAI, error, text_response


def ask(temporal: Temporal, question: str = "What is durable execution?"):
    with recipe("basic_python") as r:
        activities, workflows = r["activities"], r["workflows"]
        request = activities.ResponseRequest(model="gpt-4.1-mini", instructions="Be brief.", input=question)
        return temporal.run(
            run_workflow(
                temporal.client,
                [workflows.AskModelWorkflow],
                [activities.create_response],
                workflows.AskModelWorkflow.run,
                [request],
                prefix="basic-python",
            )
        )


def test_temporary_errors_are_retried_until_the_answer(temporal: Temporal, stub: StubOpenAI) -> None:
    # "Rate limits and server errors": a 500 and a 429 fail their attempts; the third answers.
    stub.script(error(500), error(429, headers={"retry-after-ms": "300"}), text_response("Durable."))
    outcome = ask(temporal)
    assert outcome.result == "Durable."
    assert stub.statuses() == [500, 429, 200]  # one request per attempt: max_retries=0
    assert outcome.attempts("create_response") == [3]
    last = outcome.started_events("create_response")[0].activity_task_started_event_attributes.last_failure
    assert last.application_failure_info.type == "RateLimitError"
    # The 429's retry-after-ms became the wait before the third attempt.
    assert last.application_failure_info.next_retry_delay.ToTimedelta() == timedelta(milliseconds=300)


@pytest.mark.parametrize(
    ("status", "error_type"),
    [
        (400, "BadRequestError"),
        (401, "AuthenticationError"),
        (403, "PermissionDeniedError"),
        (404, "NotFoundError"),
        (422, "UnprocessableEntityError"),
    ],
)
def test_final_errors_fail_the_workflow_after_one_attempt(
    temporal: Temporal, stub: StubOpenAI, status: int, error_type: str
) -> None:
    # "An invalid key" (401) and every other request the provider rejects as wrong.
    stub.script(error(status), text_response("never sent"))
    outcome = ask(temporal)
    assert stub.statuses() == [status]
    assert outcome.failure.type == error_type
    assert outcome.failure.non_retryable
    assert outcome.attempts("create_response") == [1]


def test_a_missing_key_fails_at_once_without_a_request(
    temporal: Temporal, stub: StubOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The client is created inside the Activity; without a key it raises openai.OpenAIError.
    monkeypatch.delenv("OPENAI_API_KEY")
    stub.script(text_response("never sent"))
    outcome = ask(temporal)
    assert stub.requests == []
    assert outcome.failure.type == "OpenAIError"
    assert outcome.failure.non_retryable
    assert "Missing credentials" in outcome.failure.message
    assert outcome.attempts("create_response") == [1]
