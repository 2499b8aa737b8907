"""Workflow tests: a time-skipping server and a mocked Activity."""

import uuid
from datetime import timedelta

import pytest
from temporalio import activity
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from workflows import ApprovalWorkflow, ReminderInput

sent: list[str] = []


# The mock is registered under the real Activity's name, so the Workflow calls it.
@activity.defn(name="send_reminder")
async def send_reminder_mock(data: ReminderInput) -> None:
    sent.append(data.reviewer_email)


@pytest.mark.asyncio
async def test_expires_after_three_reminders() -> None:
    sent.clear()
    async with await WorkflowEnvironment.start_time_skipping() as env:
        async with Worker(
            env.client,
            task_queue="test-queue",
            workflows=[ApprovalWorkflow],
            activities=[send_reminder_mock],
        ):
            # Three simulated days pass in well under a second.
            result = await env.client.execute_workflow(
                ApprovalWorkflow.run,
                ReminderInput("doc-1", "reviewer@example.com"),
                id=f"approval-{uuid.uuid4()}",
                task_queue="test-queue",
            )
    assert result == "expired"
    assert sent == ["reviewer@example.com"] * 3


@pytest.mark.asyncio
async def test_approved_after_one_reminder() -> None:
    sent.clear()
    async with await WorkflowEnvironment.start_time_skipping() as env:
        async with Worker(
            env.client,
            task_queue="test-queue",
            workflows=[ApprovalWorkflow],
            activities=[send_reminder_mock],
        ):
            handle = await env.client.start_workflow(
                ApprovalWorkflow.run,
                ReminderInput("doc-2", "reviewer@example.com"),
                id=f"approval-{uuid.uuid4()}",
                task_queue="test-queue",
            )
            # Move the test server's clock forward by a day and a bit.
            await env.sleep(timedelta(days=1, hours=1))
            assert await handle.query(ApprovalWorkflow.reminder_count) == 1
            await handle.signal(ApprovalWorkflow.approve)
            assert await handle.result() == "approved"
