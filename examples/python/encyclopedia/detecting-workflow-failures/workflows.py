from temporalio import workflow
from temporalio.exceptions import ApplicationError


@workflow.defn
class ApproveLoan:
    @workflow.run
    async def run(self, amount: int) -> None:
        if amount <= 0:
            # highlight-next-line
            raise ApplicationError("amount must be positive", type="InvalidAmount", non_retryable=True)
