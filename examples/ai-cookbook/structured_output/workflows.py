"""The Workflow: triage a ticket with the model, then route it by the typed result."""

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from activities import route_ticket, triage_ticket
    from models import RoutedTicket, TriageRequest

TASK_QUEUE = "ai-cookbook-structured-output"

# triage_ticket marks final errors non-retryable itself (llm_errors); this policy shapes the
# retries of everything else: at most eight attempts.
MODEL_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=2),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(minutes=1),
    maximum_attempts=8,
)


@workflow.defn
class TicketTriageWorkflow:
    @workflow.run
    async def run(self, request: TriageRequest) -> RoutedTicket:
        triage = await workflow.execute_activity(
            triage_ticket,
            request,
            start_to_close_timeout=timedelta(seconds=90),
            retry_policy=MODEL_RETRY,
        )
        # triage is a TicketTriage instance here: fields are typed and validated.
        workflow.logger.info(
            "Ticket %s: %s / %s", request.ticket.ticket_id, triage.category, triage.urgency
        )
        return await workflow.execute_activity(
            route_ticket,
            args=[request.ticket.ticket_id, triage],
            start_to_close_timeout=timedelta(seconds=30),
        )
