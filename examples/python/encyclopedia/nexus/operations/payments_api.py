"""The payments contract that orders/workflows.py calls (not shown on the page)."""

from dataclasses import dataclass

import nexusrpc


@dataclass
class RefundInput:
    order_id: str


@dataclass
class RefundOutput:
    refund_id: str


@nexusrpc.service(name="payments")
class PaymentsService:
    refund: nexusrpc.Operation[RefundInput, RefundOutput]
