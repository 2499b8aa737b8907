"""Stand-in for your object-store client (not shown on the page)."""

_objects: dict[str, bytes] = {}


async def put(key: str, data: bytes) -> None:
    _objects[key] = data
