from datetime import timedelta

from temporalio import workflow
from temporalio.client import Client
from temporalio.common import SearchAttributeKey, SearchAttributePair, TypedSearchAttributes

CUSTOMER_ID = SearchAttributeKey.for_keyword("CustomerId")
ORDER_TOTAL = SearchAttributeKey.for_float("OrderTotal")


@workflow.defn
class OrderWorkflow:
    @workflow.run
    async def run(self, total: float) -> None:
        # highlight-next-line
        workflow.upsert_search_attributes([ORDER_TOTAL.value_set(total)])
        await workflow.sleep(timedelta(minutes=1))


async def start_order(client: Client, total: float) -> None:
    await client.start_workflow(
        OrderWorkflow.run,
        total,
        id="order-A-1001",
        task_queue="my-task-queue",
        # highlight-next-line
        search_attributes=TypedSearchAttributes([SearchAttributePair(CUSTOMER_ID, "c-42")]),
    )
