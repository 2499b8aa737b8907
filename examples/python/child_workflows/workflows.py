"""A parent Workflow that fans out to one Child Workflow per shipment."""

import asyncio
from dataclasses import dataclass
from datetime import timedelta

from temporalio import workflow
from temporalio.exceptions import ChildWorkflowError
from temporalio.workflow import ParentClosePolicy


@dataclass
class Shipment:
    order_id: str
    warehouse: str


@dataclass
class FulfillmentInput:
    order_id: str
    warehouses: list[str]


@workflow.defn
class ShipmentWorkflow:
    """The child: tracks one shipment until it is delivered."""

    def __init__(self) -> None:
        self.delivered = False

    @workflow.run
    async def run(self, shipment: Shipment) -> str:
        await workflow.wait_condition(lambda: self.delivered, timeout=timedelta(days=14))
        return f"{shipment.order_id} from {shipment.warehouse} delivered"

    @workflow.signal
    def mark_delivered(self) -> None:
        self.delivered = True


@workflow.defn
class AuditWorkflow:
    """A child that should outlive its parent."""

    @workflow.run
    async def run(self, order_id: str) -> None:
        await workflow.sleep(timedelta(days=30))


@workflow.defn
class OrderFulfillmentWorkflow:
    @workflow.run
    async def run(self, data: FulfillmentInput) -> list[str]:
        order_id = data.order_id
        # Start an audit that keeps running after this Workflow completes. Awaiting
        # start_child_workflow guarantees the child has started before the parent closes.
        await workflow.start_child_workflow(
            AuditWorkflow.run,
            order_id,
            id=f"audit-{order_id}",
            parent_close_policy=ParentClosePolicy.ABANDON,
        )

        # Fan out: one child per warehouse, with IDs derived from business data.
        handles = [
            await workflow.start_child_workflow(
                ShipmentWorkflow.run,
                Shipment(order_id=order_id, warehouse=w),
                id=f"shipment-{order_id}-{w}",
                execution_timeout=timedelta(days=15),
            )
            for w in data.warehouses
        ]

        # The parent can message its children through their handles.
        await handles[0].signal(ShipmentWorkflow.mark_delivered)

        try:
            # A child handle is awaitable and yields the child's result.
            return list(await asyncio.gather(*handles))
        except ChildWorkflowError as err:
            workflow.logger.error("A shipment failed: %s", err.cause)
            raise
