"""The starter: triages one sample ticket and prints the typed result as JSON."""

import asyncio
import os

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter

from models import SupportTicket, TriageRequest
from workflows import TASK_QUEUE, TicketTriageWorkflow

SAMPLE_TICKET = SupportTicket(
    ticket_id="T-1042",
    subject="Charged twice and now locked out",
    body=(
        "Hi, my card was charged twice for the annual plan this morning. When I tried to "
        "log in to download the invoice, the app said my account was suspended. Our team "
        "can't work until this is fixed. Please refund the duplicate charge."
    ),
)


async def main() -> None:
    # The starter must use the same data converter as the Worker.
    client = await Client.connect(
        os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"),
        data_converter=pydantic_data_converter,
    )
    routed = await client.execute_workflow(
        TicketTriageWorkflow.run,
        TriageRequest(model=os.environ.get("OPENAI_MODEL", "gpt-4.1-mini"), ticket=SAMPLE_TICKET),
        id=f"triage-{SAMPLE_TICKET.ticket_id}",
        task_queue=TASK_QUEUE,
    )
    print(routed.model_dump_json(indent=2))


if __name__ == "__main__":
    asyncio.run(main())
