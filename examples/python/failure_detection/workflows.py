"""A Workflow that sets Activity timeouts and retries and reacts to each kind of failure."""

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError, TimeoutError

with workflow.unsafe.imports_passed_through():
    from activities import call_rate_limited_api, debit_account, upload_file_parts


@workflow.defn
class TransferWorkflow:
    @workflow.run
    async def run(self, amount_cents: int) -> str:
        # Long-running Activity: heartbeat timeout detects a dead Worker quickly.
        await workflow.execute_activity(
            upload_file_parts,
            10,
            start_to_close_timeout=timedelta(minutes=5),
            heartbeat_timeout=timedelta(seconds=5),
        )

        await workflow.execute_activity(
            call_rate_limited_api,
            schedule_to_close_timeout=timedelta(minutes=2),
        )

        try:
            return await workflow.execute_activity(
                debit_account,
                amount_cents,
                start_to_close_timeout=timedelta(seconds=10),
                retry_policy=RetryPolicy(
                    initial_interval=timedelta(seconds=1),
                    backoff_coefficient=2.0,
                    maximum_interval=timedelta(seconds=30),
                    maximum_attempts=5,
                ),
            )
        except ActivityError as err:
            if isinstance(err.cause, ApplicationError) and err.cause.type == "InsufficientFunds":
                # Raising ApplicationError fails the Workflow Execution with this message.
                raise ApplicationError("Transfer rejected: insufficient funds") from err
            if isinstance(err.cause, TimeoutError):
                workflow.logger.warning("Debit timed out: %s", err.cause.type)
            raise
