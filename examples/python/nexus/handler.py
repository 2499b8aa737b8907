"""The handler side: a Service implementation and the Workflow behind one Operation."""

from datetime import timedelta

import nexusrpc
from temporalio import nexus, workflow

with workflow.unsafe.imports_passed_through():
    from service import FraudCheckInput, FraudCheckResult, FraudService


@workflow.defn
class ManualReviewWorkflow:
    @workflow.run
    async def run(self, data: FraudCheckInput) -> FraudCheckResult:
        # Stands in for a multi-step review with Activities, Signals and Timers.
        await workflow.sleep(timedelta(seconds=3))
        return FraudCheckResult(approved=data.amount_cents < 500_000, reason="manual review")


@nexusrpc.handler.service_handler(service=FraudService)
class FraudServiceHandler:
    @nexusrpc.handler.sync_operation
    async def score_transaction(
        self, ctx: nexusrpc.handler.StartOperationContext, data: FraudCheckInput
    ) -> FraudCheckResult:
        # Sync operations must answer within the Nexus request deadline.
        # nexus.client() gives a Temporal Client for the handler's Namespace if needed.
        if data.amount_cents > 1_000_000:
            return FraudCheckResult(approved=False, reason="amount above automatic limit")
        return FraudCheckResult(approved=True, reason="low risk score")

    @nexus.workflow_run_operation
    async def review_transaction(
        self, ctx: nexus.WorkflowRunOperationContext, data: FraudCheckInput
    ) -> nexus.WorkflowHandle[FraudCheckResult]:
        # Start a Workflow; the Operation completes when the Workflow does. A business
        # ID means at most one open review per account. The SDK passes the Nexus
        # request ID to the start call, so a retried start request is deduplicated.
        return await ctx.start_workflow(
            ManualReviewWorkflow.run,
            data,
            id=f"fraud-review-{data.account_id}",
        )
