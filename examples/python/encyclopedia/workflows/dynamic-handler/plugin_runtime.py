"""Stand-in for the code that runs a named plugin (not shown on the page)."""

from typing import Any


async def run_plugin(name: str, value: str) -> Any:
    return f"{name}({value})"
