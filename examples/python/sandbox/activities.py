from temporalio import activity


@activity.defn
async def fetch_exchange_rate(currency: str) -> float:
    # Activities are not sandboxed: real I/O belongs here.
    return {"EUR": 0.92, "GBP": 0.79}.get(currency, 1.0)
