"""Register the interceptor once on the Client; Workers built from it inherit it."""

import asyncio
from datetime import timedelta

from temporalio import activity, workflow
from temporalio.client import Client
from temporalio.worker import Worker

with workflow.unsafe.imports_passed_through():
    from interceptors import TenantInterceptor, current_tenant


@activity.defn
async def load_invoices() -> str:
    return f"invoices for {current_tenant.get()}"


@workflow.defn
class InvoiceRunWorkflow:
    @workflow.run
    async def run(self) -> str:
        return await workflow.execute_activity(
            load_invoices, start_to_close_timeout=timedelta(seconds=10)
        )


async def main() -> None:
    client = await Client.connect(
        "localhost:7233", namespace="default", interceptors=[TenantInterceptor()]
    )
    async with Worker(
        client, task_queue="my-task-queue", workflows=[InvoiceRunWorkflow], activities=[load_invoices]
    ):
        current_tenant.set("tenant-42")
        result = await client.execute_workflow(
            InvoiceRunWorkflow.run, id="invoice-run-1", task_queue="my-task-queue"
        )
        print(result)  # invoices for tenant-42


if __name__ == "__main__":
    asyncio.run(main())
