from dataclasses import dataclass
from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import charge_first_period


@dataclass
class Input:
    customer_id: str
    plan: str
    trial_days: int


@dataclass
class Result:
    charged: bool


@workflow.defn(name="Subscription")
class SubscriptionWorkflow:
    @workflow.run
    async def run(self, input: Input) -> Result:
        await workflow.sleep(timedelta(days=input.trial_days))
        await workflow.execute_activity(
            charge_first_period,
            args=[input.customer_id, input.plan],
            start_to_close_timeout=timedelta(minutes=1),
        )
        return Result(charged=True)
