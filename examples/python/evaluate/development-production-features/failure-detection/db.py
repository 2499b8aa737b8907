"""Stand-ins for the data access that activities.py uses (not shown on the page)."""


async def load_rows(file_key: str) -> list[str]:
    return [f"{file_key}:{n}" for n in range(1000)]


async def insert_row(row: str) -> None:
    pass
