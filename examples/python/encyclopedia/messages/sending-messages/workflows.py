"""The Workflows that client.py sends messages to (not shown on the page)."""

from dataclasses import dataclass
from typing import List, Optional

from temporalio import workflow


@dataclass
class Approval:
    by: str


@workflow.defn
class OrderWorkflow:
    def __init__(self) -> None:
        self.approved_by: Optional[str] = None

    @workflow.signal
    def approve(self, approval: Approval) -> None:
        self.approved_by = approval.by

    @workflow.query
    def status(self) -> str:
        return f"approved by {self.approved_by}" if self.approved_by else "awaiting approval"

    @workflow.run
    async def run(self, order_id: str) -> str:
        await workflow.wait_condition(lambda: self.approved_by is not None)
        return f"{order_id} approved by {self.approved_by}"


@dataclass
class Item:
    sku: str
    qty: int


@workflow.defn
class CartWorkflow:
    def __init__(self) -> None:
        self.items: List[Item] = []

    # Signal-With-Start sends "add_item" as a Signal; Signals and Updates have separate names.
    @workflow.signal(name="add_item")
    def add_item_signal(self, item: Item) -> None:
        self.items.append(item)

    @workflow.update
    def add_item(self, item: Item) -> int:
        self.items.append(item)
        return sum(i.qty for i in self.items)

    @workflow.run
    async def run(self) -> None:
        await workflow.wait_condition(lambda: len(self.items) >= 100)
