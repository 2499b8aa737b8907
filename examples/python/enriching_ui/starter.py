"""Start the Workflow with a static summary and details."""

import asyncio

from temporalio.client import Client

from workflows import MigrationInput, TenantMigrationWorkflow


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="default")
    tables = ["customers", "orders", "invoices"]
    handle = await client.start_workflow(
        TenantMigrationWorkflow.run,
        MigrationInput(tenant_id="tenant-42", tables=tables),
        id="migrate-tenant-42",
        task_queue="my-task-queue",
        # One line, shown in Workflow lists.
        static_summary="Migrate tenant-42 to the new cluster",
        # Multi-line Markdown, shown on the Workflow's detail page.
        static_details="## Tables\n" + "\n".join(f"- {t}" for t in tables),
    )
    print(await handle.result())


if __name__ == "__main__":
    asyncio.run(main())
