"""ai-cookbook/deep-research-python.mdx, run against a real dev server and the OpenAI stub."""

import json
from collections.abc import Callable

import pytest

from conftest import Temporal
from recipes import Outcome, recipe, run_workflow
from stub_openai import Reply, Request, StubOpenAI, error, text_response

QUESTIONS = {
    "How are rate-limited model calls retried?": "retries rate limits",
    "How do agent tools avoid duplicate side effects?": "idempotent tools duplicates",
}


def researcher(failing_question: str | None = None, status: int = 422) -> Callable[[Request], Reply]:
    """Answers each structured-output request by the schema it names (text.format.name)."""

    def answer(request: Request) -> Reply:
        schema = request.body["text"]["format"]["name"]
        if schema == "ResearchPlan":
            plan = [{"question": q, "search_query": s} for q, s in QUESTIONS.items()]
            return text_response(json.dumps({"sub_questions": plan}))
        if schema == "Finding":
            question = request.body["input"].split("\n")[0].removeprefix("Question: ")
            if question == failing_question:
                return error(status)
            finding = {"question": question, "answer": f"Notes on: {question}", "source_urls": ["https://example.com/notes"]}
            return text_response(json.dumps(finding))
        report = {"title": "Reliable agents", "markdown": "# Reliable agents\n\nSee [1].", "sources": ["https://example.com/notes"]}
        return text_response(json.dumps(report))

    return answer


def research(temporal: Temporal) -> Outcome:
    with recipe("deep_research") as r:
        activities, models, workflows = r["activities"], r["models"], r["workflows"]

        async def run() -> Outcome:
            client = await temporal.pydantic_client()
            return await run_workflow(
                client,
                [workflows.DeepResearchWorkflow],
                [activities.plan_research, activities.web_search, activities.investigate, activities.write_report],
                workflows.DeepResearchWorkflow.run,
                [models.PlanInput(model="gpt-4.1-mini", topic="Reliable LLM agents", max_questions=2)],
                prefix="deep-research",
            )

        return temporal.run(run())


def schemas(stub: StubOpenAI) -> list[str]:
    return [r.body["text"]["format"]["name"] for r in stub.requests]


def test_plan_research_and_report(temporal: Temporal, stub: StubOpenAI) -> None:
    stub.script(*[researcher()] * 4)
    outcome = research(temporal)
    assert outcome.result.title == "Reliable agents"
    assert sorted(schemas(stub)) == ["Finding", "Finding", "ResearchPlan", "ResearchReport"]
    assert outcome.attempts("investigate") == [1, 1]


def test_a_branch_that_fails_for_good_does_not_sink_the_report(temporal: Temporal, stub: StubOpenAI) -> None:
    # "One branch keeps failing": a final error (422) fails that branch after one attempt; the
    # other branch and the report go on, with the failed question marked as unresearched.
    failing = "How do agent tools avoid duplicate side effects?"
    stub.script(*[researcher(failing)] * 4)
    outcome = research(temporal)
    assert outcome.result.title == "Reliable agents"
    assert sorted(stub.statuses()) == [200, 200, 200, 422]
    report_input = next(r.body["input"] for r in stub.requests if r.body["text"]["format"]["name"] == "ResearchReport")
    assert "This sub-question could not be researched." in report_input
    assert sorted(outcome.attempts("investigate")) == [1, 1]


def test_a_missing_key_fails_the_job_before_any_request(
    temporal: Temporal, stub: StubOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    outcome = research(temporal)
    assert stub.requests == []
    assert outcome.failure.type == "OpenAIError" and outcome.failure.non_retryable
    assert outcome.attempts("plan_research") == [1]
