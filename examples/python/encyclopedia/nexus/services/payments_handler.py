import asyncio
import uuid

from temporalio import nexus
from temporalio.client import Client
from temporalio.worker import Worker
import nexusrpc

from payments_api import ChargeInput, ChargeOutput, PaymentsService
from payments_workflows import ChargeWorkflow


# highlight-next-line
@nexusrpc.handler.service_handler(service=PaymentsService)
class PaymentsServiceHandler:
    @nexus.workflow_run_operation
    async def charge(
        self, ctx: nexus.WorkflowRunOperationContext, input: ChargeInput
    ) -> nexus.WorkflowHandle[ChargeOutput]:
        return await ctx.start_workflow(
            ChargeWorkflow.run, input, id=f"charge-{input.order_id}-{uuid.uuid4()}"
        )


async def main() -> None:
    client = await Client.connect("localhost:7233", namespace="payments")
    worker = Worker(
        client,
        task_queue="my-handler-task-queue",
        workflows=[ChargeWorkflow],
        # highlight-next-line
        nexus_service_handlers=[PaymentsServiceHandler()],
    )
    await worker.run()


if __name__ == "__main__":
    asyncio.run(main())
