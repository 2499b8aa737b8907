"""Types and constants shared by the Workflow, the Activities, the Worker and the starter."""

from dataclasses import dataclass

TASK_QUEUE = "my-task-queue"


@dataclass
class OrderInput:
    order_id: str
    customer_email: str
    amount_cents: int


@dataclass
class ChargeResult:
    order_id: str
    confirmation: str


@dataclass
class ReceiptInput:
    customer_email: str
    confirmation: str
