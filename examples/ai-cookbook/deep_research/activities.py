"""Activities: plan, search, investigate one sub-question, and write the report."""

from functools import lru_cache

from llm_errors import classify_errors
from openai import AsyncOpenAI
from temporalio import activity
from temporalio.exceptions import ApplicationError

from models import Finding, InvestigateInput, PlanInput, ReportInput, ResearchPlan, ResearchReport, SearchResult
from search import search


@lru_cache(maxsize=1)
def openai_client() -> AsyncOpenAI:
    return AsyncOpenAI(max_retries=0)


def _require(parsed, what: str):
    if parsed is None:
        raise ApplicationError(f"The model returned no {what}", type="NoStructuredOutput", non_retryable=True)
    return parsed


@activity.defn
async def plan_research(plan: PlanInput) -> ResearchPlan:
    # Every model call sits in classify_errors(): final errors are not retried (see llm_errors).
    with classify_errors():
        response = await openai_client().responses.parse(
            model=plan.model,
            instructions=(
                f"Break the research topic into at most {plan.max_questions} distinct sub-questions "
                "that together answer it. Give each a short keyword search query."
            ),
            input=plan.topic,
            text_format=ResearchPlan,
            timeout=90,
        )
    result = _require(response.output_parsed, "research plan")
    result.sub_questions = result.sub_questions[: plan.max_questions]
    return result


@activity.defn
async def web_search(query: str) -> list[SearchResult]:
    # The stub is synchronous and instant. A real provider call would be awaited here,
    # and its HTTP errors classified as in the HTTP retry recipe.
    return search(query, max_results=3)


@activity.defn
async def investigate(job: InvestigateInput) -> Finding:
    if not job.results:
        return Finding(question=job.sub_question.question, answer="No sources were found.", source_urls=[])
    sources = "\n\n".join(f"[{r.url}] {r.title}\n{r.snippet}" for r in job.results)
    with classify_errors():
        response = await openai_client().responses.parse(
            model=job.model,
            instructions=(
                "Answer the question using only the sources given. Say so when they do not answer it. "
                "List the URLs you relied on."
            ),
            input=f"Question: {job.sub_question.question}\n\nSources:\n{sources}",
            text_format=Finding,
            timeout=90,
        )
    return _require(response.output_parsed, "finding")


@activity.defn
async def write_report(job: ReportInput) -> ResearchReport:
    notes = "\n\n".join(
        f"Q: {f.question}\nA: {f.answer}\nSources: {', '.join(f.source_urls) or 'none'}" for f in job.findings
    )
    with classify_errors():
        response = await openai_client().responses.parse(
            model=job.model,
            instructions=(
                "Write a concise research report from the findings. Use Markdown headings, cite "
                "sources as [n] in the text, and list the cited URLs in order in `sources`. "
                "Do not add facts that are not in the findings."
            ),
            input=f"Topic: {job.topic}\n\nFindings:\n{notes}",
            text_format=ResearchReport,
            timeout=180,
        )
    return _require(response.output_parsed, "report")
