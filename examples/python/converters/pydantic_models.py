"""Using Pydantic models as Workflow inputs and outputs."""

from datetime import datetime

from pydantic import BaseModel
from temporalio import workflow
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter


class Invoice(BaseModel):
    invoice_id: str
    issued_at: datetime
    total_cents: int


@workflow.defn
class InvoiceWorkflow:
    @workflow.run
    async def run(self, invoice: Invoice) -> Invoice:
        # The argument arrives as a real Invoice, validated by Pydantic.
        return invoice.model_copy(update={"total_cents": invoice.total_cents + 100})


async def connect() -> Client:
    return await Client.connect(
        "localhost:7233", namespace="default", data_converter=pydantic_data_converter
    )
