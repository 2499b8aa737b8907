"""Activities: extract a typed triage from a ticket, then route the ticket."""

from functools import lru_cache

from llm_errors import classify_errors
from openai import AsyncOpenAI
from temporalio import activity
from temporalio.exceptions import ApplicationError

from models import RoutedTicket, TicketTriage, TriageRequest

INSTRUCTIONS = (
    "You triage customer support tickets for a software company. "
    "Classify the ticket, judge its urgency from the customer's impact, "
    "and list the concrete next steps with the team that owns each one."
)


@lru_cache(maxsize=1)
def openai_client() -> AsyncOpenAI:
    # Temporal owns retries, so the client makes one request per Activity attempt.
    return AsyncOpenAI(max_retries=0)


@activity.defn
async def triage_ticket(request: TriageRequest) -> TicketTriage:
    ticket = request.ticket
    # Client errors leave as final or retryable ApplicationErrors (the shared llm_errors). A reply
    # that fails validation against TicketTriage is not a client error: it leaves unchanged,
    # and the Retry Policy asks again.
    with classify_errors():
        response = await openai_client().responses.parse(
            model=request.model,
            instructions=INSTRUCTIONS,
            input=f"Subject: {ticket.subject}\n\n{ticket.body}",
            # The SDK turns the Pydantic model into a strict JSON schema for the request and
            # validates the answer against the same model.
            text_format=TicketTriage,
            timeout=60,
        )
    triage = response.output_parsed
    if triage is None:
        # No parsed output means the model refused or returned no message. Asking again
        # with the same input is unlikely to help, so fail without retrying.
        raise ApplicationError(
            f"The model returned no structured triage for ticket {ticket.ticket_id}",
            type="NoStructuredOutput",
            non_retryable=True,
        )
    return triage


@activity.defn
async def route_ticket(ticket_id: str, triage: TicketTriage) -> RoutedTicket:
    # Stand-in for a call to your help-desk system. The Activity receives a real
    # TicketTriage instance, not a dict, because the pydantic data converter rebuilt it.
    if triage.urgency == "critical":
        queue = "on-call"
    elif triage.category == "billing":
        queue = "billing"
    elif triage.category == "bug":
        queue = "engineering-triage"
    else:
        queue = "support-general"
    activity.logger.info("Routing ticket %s to %s", ticket_id, queue)
    return RoutedTicket(ticket_id=ticket_id, queue=queue, triage=triage)
