"""The Workflow and Activity whose data the codec protects.

Kept apart from worker.py so the sandbox, which re-imports the module that defines a
Workflow, never has to import the cryptography package.
"""

from datetime import timedelta

from temporalio import activity, workflow


@activity.defn
async def lookup_tax_id(customer_id: str) -> str:
    # Stand-in for a call to a system of record that returns sensitive data.
    return "TAX-0000-0000"


@workflow.defn
class KycWorkflow:
    @workflow.run
    async def run(self, customer_id: str) -> str:
        tax_id = await workflow.execute_activity(
            lookup_tax_id, customer_id, start_to_close_timeout=timedelta(seconds=10)
        )
        # The result, like every payload, is encrypted before it reaches the Service.
        return f"verified {customer_id} ({tax_id[-4:]})"
