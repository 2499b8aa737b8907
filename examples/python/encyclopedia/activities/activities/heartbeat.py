"""An Activity that records its progress in heartbeats and resumes from them after a retry."""

from temporalio import activity


async def open_rows(path: str) -> list[str]:
    # Stand-in for reading the rows of a file.
    return [f"{path}:{n}" for n in range(10_000)]


async def upsert_row(row: str) -> None:
    # Stand-in for an idempotent write to a database.
    pass


# region: heartbeat
@activity.defn
async def import_rows(path: str) -> None:
    details = activity.info().heartbeat_details
    start = int(details[0]) if details else 0
    rows = await open_rows(path)
    for i in range(start, len(rows)):
        await upsert_row(rows[i])
        # highlight-next-line
        activity.heartbeat(i + 1)
# endregion: heartbeat
