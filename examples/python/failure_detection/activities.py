"""Activities that show heartbeating, resumable progress and error classification."""

import asyncio
from datetime import timedelta

from temporalio import activity
from temporalio.exceptions import ApplicationError


class InsufficientFunds(Exception):
    """A business error that retrying cannot fix."""


@activity.defn
async def upload_file_parts(total_parts: int) -> int:
    # Resume from the last part recorded by a previous, failed attempt.
    info = activity.info()
    start = info.heartbeat_details[0] + 1 if info.heartbeat_details else 0
    activity.logger.info("Attempt %d starting at part %d", info.attempt, start)
    for part in range(start, total_parts):
        await asyncio.sleep(1)  # stand-in for uploading one part
        # Heartbeats prove the Activity is alive and carry progress details.
        activity.heartbeat(part)
    return total_parts


@activity.defn
async def debit_account(amount_cents: int) -> str:
    try:
        if amount_cents > 10_000:
            raise InsufficientFunds(f"cannot debit {amount_cents}")
    except InsufficientFunds as err:
        # Non-retryable: the Workflow sees the failure on the first attempt.
        raise ApplicationError(str(err), type="InsufficientFunds", non_retryable=True) from err
    return "debited"


@activity.defn
async def call_rate_limited_api() -> str:
    # Ask for a specific delay before the next attempt, overriding the backoff.
    if activity.info().attempt < 3:
        raise ApplicationError("rate limited", next_retry_delay=timedelta(seconds=5))
    return "ok"
