import uuid

from temporalio import activity
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from workflows import SubscriptionWorkflow

charged: list[str] = []


@activity.defn(name="charge_subscription")
async def charge_mock(customer_id: str) -> None:
    charged.append(customer_id)


@activity.defn(name="send_reminder")
async def reminder_mock(customer_id: str) -> None:
    pass


async def test_charges_every_month() -> None:
    # highlight-next-line
    async with await WorkflowEnvironment.start_time_skipping() as env:
        async with Worker(
            env.client,
            task_queue="test-tq",
            workflows=[SubscriptionWorkflow],
            activities=[charge_mock, reminder_mock],
        ):
            await env.client.execute_workflow(
                SubscriptionWorkflow.run, "c-42", id=str(uuid.uuid4()), task_queue="test-tq"
            )
    assert charged == ["c-42"] * 12  # a year of Timers, run in well under a second
