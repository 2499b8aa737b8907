"""Calls a Nexus Operation straight from a Client, with no caller Workflow (experimental API)."""

import asyncio
from datetime import timedelta

from temporalio.client import Client

from service import FraudCheckInput, FraudService

NEXUS_ENDPOINT = "fraud-endpoint"


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="payments-namespace")
    fraud = client.create_nexus_client(service=FraudService, endpoint=NEXUS_ENDPOINT)
    # A standalone Operation has its own ID in the caller's Namespace, like a Workflow ID.
    handle = await fraud.start_operation(
        FraudService.review_transaction,
        FraudCheckInput(account_id="acct-1", amount_cents=2_000_000),
        id="review-acct-1",
        schedule_to_close_timeout=timedelta(days=1),
    )
    review = await handle.result()
    print(f"{'approved' if review.approved else 'declined'}: {review.reason}")


if __name__ == "__main__":
    asyncio.run(main())
