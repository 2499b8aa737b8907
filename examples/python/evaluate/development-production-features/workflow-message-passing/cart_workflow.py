from dataclasses import dataclass, field

from temporalio import workflow


@dataclass
class Item:
    sku: str
    price: int


@workflow.defn
class CartWorkflow:
    def __init__(self) -> None:
        self.items: list[Item] = []
        self.checked_out = False

    @workflow.update
    def add_item(self, item: Item) -> int:
        self.items.append(item)
        return sum(i.price for i in self.items)

    # highlight-next-line
    @add_item.validator
    def validate_add_item(self, item: Item) -> None:
        if self.checked_out:
            raise ValueError("cart already checked out")
        if item.price <= 0:
            raise ValueError("price must be positive")

    @workflow.signal
    def checkout(self) -> None:
        self.checked_out = True

    @workflow.query
    def total(self) -> int:
        return sum(i.price for i in self.items)

    @workflow.run
    async def run(self, customer_id: str) -> int:
        await workflow.wait_condition(lambda: self.checked_out)
        await workflow.wait_condition(workflow.all_handlers_finished)
        return sum(i.price for i in self.items)
