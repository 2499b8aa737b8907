"""Pydantic models shared by the Workflow, the Activities and the starter.

TicketTriage is both the schema the model must fill in and the type Temporal stores in the
Event History. The pydantic data converter serializes these models on the way in and
validates them on the way out.
"""

from typing import Literal

from pydantic import BaseModel, Field


class SupportTicket(BaseModel):
    ticket_id: str
    subject: str
    body: str


class ActionItem(BaseModel):
    owner: Literal["support", "engineering", "billing", "sales"]
    description: str = Field(description="A concrete next step, one sentence.")


class TicketTriage(BaseModel):
    category: Literal["bug", "billing", "feature_request", "account", "other"]
    urgency: Literal["low", "medium", "high", "critical"]
    summary: str = Field(description="One neutral sentence describing the problem.")
    customer_sentiment: Literal["positive", "neutral", "negative"]
    action_items: list[ActionItem]


class TriageRequest(BaseModel):
    model: str
    ticket: SupportTicket


class RoutedTicket(BaseModel):
    ticket_id: str
    queue: str
    triage: TicketTriage
