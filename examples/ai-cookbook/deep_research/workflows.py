"""The Workflow: plan, research every sub-question in parallel, then synthesize."""

import asyncio
from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities import investigate, plan_research, web_search, write_report
    from models import Finding, InvestigateInput, PlanInput, ReportInput, ResearchReport, SubQuestion

TASK_QUEUE = "ai-cookbook-deep-research"

# The model Activities mark final errors non-retryable themselves (llm_errors); this policy
# shapes the retries of temporary ones: at most six attempts.
MODEL_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=2),
    maximum_interval=timedelta(minutes=1),
    maximum_attempts=6,
)
SEARCH_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_attempts=5)


@workflow.defn
class DeepResearchWorkflow:
    def __init__(self) -> None:
        self._stage = "starting"
        self._done = 0
        self._total = 0

    @workflow.run
    async def run(self, request: PlanInput) -> ResearchReport:
        self._stage = "planning"
        plan = await workflow.execute_activity(
            plan_research, request, start_to_close_timeout=timedelta(minutes=2), retry_policy=MODEL_RETRY
        )

        # Fan out: one branch per sub-question, all running at the same time.
        self._stage = "researching"
        self._total = len(plan.sub_questions)
        findings = await asyncio.gather(
            *(self._research(request.model, q) for q in plan.sub_questions)
        )

        # Fan in: one synthesis call over everything that was found.
        self._stage = "writing"
        report = await workflow.execute_activity(
            write_report,
            ReportInput(model=request.model, topic=request.topic, findings=list(findings)),
            start_to_close_timeout=timedelta(minutes=4),
            retry_policy=MODEL_RETRY,
        )
        self._stage = "done"
        return report

    async def _research(self, model: str, sub_question: SubQuestion) -> Finding:
        """Search, then read: one branch of the fan-out. A failed branch does not sink the others."""
        try:
            results = await workflow.execute_activity(
                web_search,
                sub_question.search_query,
                start_to_close_timeout=timedelta(seconds=30),
                retry_policy=SEARCH_RETRY,
            )
            finding = await workflow.execute_activity(
                investigate,
                InvestigateInput(model=model, sub_question=sub_question, results=results),
                start_to_close_timeout=timedelta(minutes=2),
                retry_policy=MODEL_RETRY,
            )
        except ActivityError as err:
            workflow.logger.warning("Research failed for %r: %s", sub_question.question, err.cause)
            finding = Finding(
                question=sub_question.question,
                answer="This sub-question could not be researched.",
                source_urls=[],
            )
        self._done += 1
        return finding

    @workflow.query
    def progress(self) -> str:
        if self._stage == "researching":
            return f"researching ({self._done}/{self._total} sub-questions done)"
        return self._stage
