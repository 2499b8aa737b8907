from typing import Optional

from temporalio import activity


@activity.defn
async def apply_points(customer_id: str, balance: int, earned: int) -> int:
    activity.logger.info("Adding %d points for %s", earned, customer_id)
    return balance + earned


@activity.defn
async def process_page(cursor: Optional[str]) -> str:
    # Return the next cursor, or an empty string when there is nothing left.
    return ""
