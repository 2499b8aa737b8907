"""ai-cookbook/hello-world-litellm-python.mdx, run against a real dev server and the OpenAI stub
(LiteLLM's `openai/...` models honour OPENAI_BASE_URL)."""

import pytest

from conftest import Temporal
from recipes import Outcome, recipe, run_workflow
from stub_openai import StubOpenAI, chat_completion, error

MODELS = ["openai/gpt-first", "openai/gpt-second"]


def chat(temporal: Temporal) -> Outcome:
    with recipe("hello_world_litellm") as r:
        activities, workflows = r["activities"], r["workflows"]
        return temporal.run(
            run_workflow(
                temporal.client,
                [workflows.LiteLLMChatWorkflow],
                [activities.complete],
                workflows.LiteLLMChatWorkflow.run,
                [workflows.ChatInput(prompt="Hello", models=MODELS)],
                prefix="litellm-chat",
            )
        )


def models_asked(stub: StubOpenAI) -> list[str]:
    return [r.body["model"] for r in stub.requests]


def test_a_vendor_outage_is_retried_on_the_same_model(temporal: Temporal, stub: StubOpenAI) -> None:
    # "A vendor is down or rate-limited": a 503 and a 429 (with Retry-After) are retried.
    stub.script(error(503), error(429, headers={"retry-after": "1"}), chat_completion("Hi there."))
    outcome = chat(temporal)
    assert outcome.result.text == "Hi there." and outcome.result.model == "openai/gpt-first"
    assert models_asked(stub) == ["gpt-first"] * 3
    assert outcome.attempts("complete") == [3]


@pytest.mark.parametrize("status", [401, 403, 404, 422])
def test_a_final_error_moves_to_the_next_model_at_once(temporal: Temporal, stub: StubOpenAI, status: int) -> None:
    stub.script(error(status), chat_completion("Answer from the second model."))
    outcome = chat(temporal)
    assert outcome.result.model == "openai/gpt-second"
    assert stub.statuses() == [status, 200]
    assert models_asked(stub) == ["gpt-first", "gpt-second"]
    assert outcome.attempts("complete") == [1, 1]


def test_a_missing_key_fails_every_model_without_a_request(
    temporal: Temporal, stub: StubOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    outcome = chat(temporal)
    assert stub.requests == []
    assert outcome.attempts("complete") == [1, 1]
    assert outcome.error is not None
    assert "Every model failed" in str(outcome.error.cause)
