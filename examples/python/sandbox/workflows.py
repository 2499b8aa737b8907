"""Workflow code that cooperates with the sandbox."""

from datetime import timedelta

from temporalio import workflow

# Third-party and project modules imported here are normally re-imported inside
# the sandbox for every Workflow run. Passing them through reuses the host's copy.
with workflow.unsafe.imports_passed_through():
    import pydantic

    from activities import fetch_exchange_rate


class Quote(pydantic.BaseModel):
    currency: str
    amount: float


@workflow.defn
class QuoteWorkflow:
    @workflow.run
    async def run(self, currency: str) -> float:
        # Deterministic replacements for the clock and randomness.
        started = workflow.now()
        request_id = workflow.uuid4()
        workflow.logger.info("Quote %s requested at %s", request_id, started)

        rate = await workflow.execute_activity(
            fetch_exchange_rate, currency, start_to_close_timeout=timedelta(seconds=10)
        )
        return Quote(currency=currency, amount=100 * rate).amount


@workflow.defn(sandboxed=False)
class LegacyWorkflow:
    """Runs without the sandbox. You are responsible for determinism here."""

    @workflow.run
    async def run(self) -> str:
        return "no sandbox"
