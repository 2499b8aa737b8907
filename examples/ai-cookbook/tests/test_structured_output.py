"""ai-cookbook/structured-output-openai-responses-python.mdx, against a real dev server and the stub."""

import json

import pytest

from conftest import Temporal
from recipes import Outcome, recipe, run_workflow
from stub_openai import StubOpenAI, error, text_response

TRIAGE = {
    "category": "billing",
    "urgency": "critical",
    "summary": "The customer was charged twice and is locked out.",
    "customer_sentiment": "negative",
    "action_items": [{"owner": "billing", "description": "Refund the duplicate charge."}],
}


def triage(temporal: Temporal) -> Outcome:
    with recipe("structured_output") as r:
        activities, models, workflows = r["activities"], r["models"], r["workflows"]
        ticket = models.SupportTicket(ticket_id="T-1042", subject="Charged twice", body="Please refund.")

        async def run() -> Outcome:
            client = await temporal.pydantic_client()
            return await run_workflow(
                client,
                [workflows.TicketTriageWorkflow],
                [activities.triage_ticket, activities.route_ticket],
                workflows.TicketTriageWorkflow.run,
                [models.TriageRequest(model="gpt-4.1-mini", ticket=ticket)],
                prefix="triage",
            )

        return temporal.run(run())


def test_the_typed_triage_routes_the_ticket(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(text_response(json.dumps(TRIAGE)))
    outcome = triage(temporal)
    assert outcome.result.queue == "on-call"  # urgency "critical"
    assert outcome.result.triage.action_items[0].owner == "billing"


def test_an_invalid_object_and_a_rate_limit_are_retried(temporal: Temporal, stub: StubOpenAI) -> None:
    # "The model is rate-limited or returns an invalid object": both are asked again.
    stub.script(
        text_response(json.dumps({**TRIAGE, "category": "refund"})),  # not one of the Literal values
        error(429, headers={"retry-after-ms": "200"}),
        text_response(json.dumps(TRIAGE)),
    )
    outcome = triage(temporal)
    assert outcome.result.queue == "on-call"
    assert stub.statuses() == [200, 429, 200]
    assert outcome.attempts("triage_ticket") == [3]


def test_a_forbidden_model_fails_at_once(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(error(403), text_response(json.dumps(TRIAGE)))
    outcome = triage(temporal)
    assert stub.statuses() == [403]
    assert outcome.failure.type == "PermissionDeniedError" and outcome.failure.non_retryable
    assert outcome.attempts("triage_ticket") == [1]


def test_a_missing_key_fails_at_once(temporal: Temporal, stub: StubOpenAI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    outcome = triage(temporal)
    assert stub.requests == []
    assert outcome.failure.type == "OpenAIError" and outcome.failure.non_retryable
