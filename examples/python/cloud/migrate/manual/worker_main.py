import asyncio

from temporalio.worker import Worker

from activities import charge_card, send_receipt
from temporal_config import connect_from_env
from workflows import OrderWorkflow


async def run_worker(prefix: str) -> None:
    client = await connect_from_env(prefix)
    worker = Worker(
        client,
        task_queue="orders",
        workflows=[OrderWorkflow],
        activities=[charge_card, send_receipt],
    )
    await worker.run()


async def main() -> None:
    # One process serving both services during the transition.
    await asyncio.gather(run_worker("SELF_HOSTED"), run_worker("CLOUD"))


if __name__ == "__main__":
    asyncio.run(main())
