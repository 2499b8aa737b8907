from dataclasses import dataclass

from temporalio import workflow


@dataclass
class Item:
    sku: str
    qty: int


@workflow.defn
class CartWorkflow:
    def __init__(self) -> None:
        self.items: list[Item] = []
        self.checked_out = False

    @workflow.run
    async def run(self) -> None:
        await workflow.wait_condition(lambda: self.checked_out)
        await workflow.wait_condition(workflow.all_handlers_finished)

    @workflow.signal
    def clear(self) -> None:
        self.items.clear()

    @workflow.signal
    def checkout(self) -> None:
        self.checked_out = True

    @workflow.query
    def list_items(self) -> list[Item]:
        return self.items

    @workflow.update
    def add_item(self, item: Item) -> int:
        self.items.append(item)
        return len(self.items)

    # highlight-next-line
    @add_item.validator
    def validate_add_item(self, item: Item) -> None:
        if item.qty <= 0:
            raise ValueError("quantity must be positive")
