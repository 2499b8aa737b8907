"""Stand-ins for the file handling that worker.py's Activities do on the local disk (not shown on the page)."""

import os
import tempfile


async def fetch_to_local_disk(url: str) -> str:
    fd, path = tempfile.mkstemp(prefix="download-")
    with os.fdopen(fd, "w") as f:
        f.write(url)
    return path


async def transform_file(path: str) -> None:
    with open(path, "a") as f:
        f.write("\nprocessed")


async def remove_file(path: str) -> None:
    os.remove(path)
