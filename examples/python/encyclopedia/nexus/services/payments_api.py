from dataclasses import dataclass

import nexusrpc


@dataclass
class ChargeInput:
    order_id: str
    cents: int


@dataclass
class ChargeOutput:
    receipt_id: str


# highlight-next-line
@nexusrpc.service(name="payments")
class PaymentsService:
    charge: nexusrpc.Operation[ChargeInput, ChargeOutput]
