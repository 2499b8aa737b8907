"""A shopping-cart Workflow that receives Signals, answers Queries and handles Updates."""

import asyncio
from dataclasses import dataclass, field
from datetime import timedelta

from temporalio import workflow
from temporalio.exceptions import ApplicationError

with workflow.unsafe.imports_passed_through():
    from activities import reserve_stock


@dataclass
class CartItem:
    sku: str
    quantity: int


@dataclass
class CartState:
    items: list[CartItem] = field(default_factory=list)
    checked_out: bool = False


@workflow.defn
class CartWorkflow:
    @workflow.init
    def __init__(self, customer_id: str) -> None:
        # @workflow.init lets __init__ see the Workflow input, so handlers that
        # run before run() starts already find initialized state.
        self.customer_id = customer_id
        self.state = CartState()
        self.lock = asyncio.Lock()

    @workflow.run
    async def run(self, customer_id: str) -> CartState:
        # Wait for checkout, or abandon the cart after seven days of silence.
        try:
            await workflow.wait_condition(
                lambda: self.state.checked_out, timeout=timedelta(days=7)
            )
        except asyncio.TimeoutError:
            workflow.logger.info("Cart for %s abandoned", self.customer_id)
        # Let running Update and Signal handlers finish before completing.
        await workflow.wait_condition(workflow.all_handlers_finished)
        return self.state

    @workflow.signal
    def checkout(self) -> None:
        self.state.checked_out = True

    @workflow.query
    def items(self) -> list[CartItem]:
        return self.state.items

    @workflow.update
    async def add_item(self, item: CartItem) -> int:
        # Async handlers may call Activities. The lock keeps two concurrent
        # Updates from interleaving between the Activity call and the append.
        async with self.lock:
            await workflow.execute_activity(
                reserve_stock, item.sku, start_to_close_timeout=timedelta(seconds=10)
            )
            self.state.items.append(item)
            return len(self.state.items)

    @add_item.validator
    def validate_add_item(self, item: CartItem) -> None:
        # Validators run before the Update is written to history and must not
        # change state or block. Raising rejects the Update.
        if self.state.checked_out:
            raise ApplicationError("Cart is already checked out")
        if item.quantity <= 0:
            raise ValueError(f"Quantity must be positive, got {item.quantity}")
