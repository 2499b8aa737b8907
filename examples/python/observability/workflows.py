"""Logging, custom metrics and Search Attributes from Workflow and Activity code."""

from datetime import timedelta

from temporalio import activity, workflow
from temporalio.common import SearchAttributeKey

# Custom Search Attributes must be registered on the Namespace first, for example:
#   temporal operator search-attribute create --name OrderStatus --type Keyword
ORDER_STATUS = SearchAttributeKey.for_keyword("OrderStatus")
CUSTOMER_ID = SearchAttributeKey.for_keyword("CustomerId")


@activity.defn
async def ship(order_id: str) -> str:
    # activity.logger adds Activity ID, type, attempt and Workflow identifiers.
    activity.logger.info("Shipping order %s", order_id)
    # Custom metrics go through the same exporter as the SDK's metrics.
    activity.metric_meter().create_counter(
        "orders_shipped", "Orders handed to the carrier"
    ).add(1)
    return f"tracking-{order_id}"


@workflow.defn
class ShipOrderWorkflow:
    @workflow.run
    async def run(self, order_id: str) -> str:
        # workflow.logger is replay-aware: it does not repeat lines during replay.
        workflow.logger.info("Order %s received", order_id)
        workflow.upsert_search_attributes([ORDER_STATUS.value_set("shipping")])

        tracking = await workflow.execute_activity(
            ship, order_id, start_to_close_timeout=timedelta(seconds=30)
        )

        workflow.upsert_search_attributes([ORDER_STATUS.value_set("shipped")])
        # Workflow metrics are also replay-safe.
        workflow.metric_meter().create_counter("orders_completed").add(1)
        return tracking
