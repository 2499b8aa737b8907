from dataclasses import dataclass

from temporalio import activity

from clients import Database, PaymentClient  # your own payment and database clients


@dataclass
class ChargeRequest:
    customer_id: str
    amount_cents: int


class BillingActivities:
    def __init__(self, payments: PaymentClient, db: Database) -> None:
        self._payments = payments
        self._db = db

    @activity.defn
    async def charge_card(self, req: ChargeRequest) -> str:
        info = activity.info()
        key = f"{info.workflow_id}-{info.activity_id}"
        return await self._payments.charge(req.customer_id, req.amount_cents, key)

    @activity.defn(name="RecordCharge")
    async def record_charge(self, order_id: str, charge_id: str) -> None:
        await self._db.insert_charge_if_absent(order_id, charge_id)
