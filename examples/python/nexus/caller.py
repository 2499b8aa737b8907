"""The caller side: a Workflow in another Namespace that calls the Nexus Operations."""

import asyncio
from datetime import timedelta

from temporalio import workflow
from temporalio.client import Client
from temporalio.exceptions import NexusOperationError
from temporalio.worker import Worker

with workflow.unsafe.imports_passed_through():
    from service import FraudCheckInput, FraudCheckResult, FraudService

NEXUS_ENDPOINT = "fraud-endpoint"


@workflow.defn
class PaymentWorkflow:
    @workflow.run
    async def run(self, data: FraudCheckInput) -> str:
        fraud = workflow.create_nexus_client(service=FraudService, endpoint=NEXUS_ENDPOINT)
        score: FraudCheckResult = await fraud.execute_operation(
            FraudService.score_transaction, data, schedule_to_close_timeout=timedelta(seconds=30)
        )
        if score.approved:
            return f"paid: {score.reason}"
        try:
            # An asynchronous Operation: this may take hours; the caller waits durably.
            review = await fraud.execute_operation(
                FraudService.review_transaction, data, schedule_to_close_timeout=timedelta(days=1)
            )
        except NexusOperationError as err:
            workflow.logger.error("Review failed: %s", err.cause)
            raise
        return f"{'paid' if review.approved else 'declined'}: {review.reason}"


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="payments-namespace")
    async with Worker(client, task_queue="payments-queue", workflows=[PaymentWorkflow]):
        result = await client.execute_workflow(
            PaymentWorkflow.run,
            FraudCheckInput(account_id="acct-1", amount_cents=2_000_000),
            id="payment-acct-1",
            task_queue="payments-queue",
        )
        print(result)


if __name__ == "__main__":
    asyncio.run(main())
