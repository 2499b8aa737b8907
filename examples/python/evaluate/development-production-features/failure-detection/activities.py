from temporalio import activity

from db import insert_row, load_rows  # your data-access code


@activity.defn
async def import_rows(file_key: str) -> int:
    details = activity.info().heartbeat_details
    start = details[0] if details else 0  # resume after a retry
    rows = await load_rows(file_key)
    for i in range(start, len(rows)):
        await insert_row(rows[i])
        # highlight-next-line
        activity.heartbeat(i + 1)
    return len(rows)
