"""Stand-ins for the payment and database clients that activities.py receives (not shown on the page)."""


class PaymentClient:
    async def charge(self, customer_id: str, amount_cents: int, idempotency_key: str) -> str:
        return f"ch_{idempotency_key}"


class Database:
    def __init__(self) -> None:
        self._charges: dict[str, str] = {}

    async def insert_charge_if_absent(self, order_id: str, charge_id: str) -> None:
        self._charges.setdefault(order_id, charge_id)
