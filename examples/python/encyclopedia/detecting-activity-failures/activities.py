from temporalio import activity


async def copy_chunk(offset: int) -> None:
    ...  # write rows offset..offset+999


@activity.defn
async def copy_rows(total: int) -> None:
    details = activity.info().heartbeat_details
    start = int(details[0]) if details else 0
    for offset in range(start, total, 1000):
        await copy_chunk(offset)
        # highlight-next-line
        activity.heartbeat(offset + 1000)
        # A cancellation arrives as asyncio.CancelledError at the next await.
