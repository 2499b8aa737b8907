import asyncio

from pydantic import BaseModel, ConfigDict
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter


class Order(BaseModel):
    # highlight-next-line
    model_config = ConfigDict(extra="forbid")

    order_id: str
    quantity: int


async def main() -> None:
    client = await Client.connect(
        "localhost:7233",
        namespace="default",
        data_converter=pydantic_data_converter,
    )
    result = await client.execute_workflow(
        "OrderWorkflow",
        Order(order_id="A-1001", quantity=3),
        id="order-A-1001",
        task_queue="my-task-queue",
    )
    print(result)


if __name__ == "__main__":
    asyncio.run(main())
