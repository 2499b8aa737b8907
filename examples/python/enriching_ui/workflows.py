"""A Workflow that labels its steps and reports its progress for the Web UI."""

from dataclasses import dataclass
from datetime import timedelta

from temporalio import activity, workflow


@dataclass
class MigrationInput:
    tenant_id: str
    tables: list[str]


@activity.defn
async def copy_table(tenant_id: str, table: str) -> int:
    activity.logger.info("Copying %s for %s", table, tenant_id)
    return 1000


@workflow.defn
class TenantMigrationWorkflow:
    @workflow.run
    async def run(self, data: MigrationInput) -> int:
        copied = 0
        for i, table in enumerate(data.tables, start=1):
            # Current details: free-form Markdown, replaced each time it is set.
            workflow.set_current_details(
                f"**Copying** `{table}` ({i} of {len(data.tables)})\n\n"
                f"Rows copied so far: {copied}"
            )
            copied += await workflow.execute_activity(
                copy_table,
                args=[data.tenant_id, table],
                start_to_close_timeout=timedelta(minutes=10),
                # Shown on the Activity's row in the Event History and timeline.
                summary=f"copy {table}",
            )
            await workflow.sleep(timedelta(seconds=5), summary="throttle between tables")

        workflow.set_current_details(f"Done: {copied} rows in {len(data.tables)} tables")
        return copied
