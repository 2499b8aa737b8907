"""The same job written three ways: async, threaded and blocking-inside-async done right."""

import asyncio
import hashlib
import time
import urllib.request

from temporalio import activity
from temporalio.exceptions import CancelledError


@activity.defn
async def fetch_page_async(url: str) -> int:
    # Good: awaits non-blocking I/O, so the event loop stays free.
    # (asyncio.sleep stands in for an async HTTP client such as aiohttp or httpx.)
    await asyncio.sleep(0.5)
    return len(url)


@activity.defn
def fetch_page_sync(url: str) -> int:
    # Good: a regular def Activity runs in the Worker's activity_executor thread pool,
    # so a blocking library call does not stall other Activities.
    with urllib.request.urlopen(url, timeout=10) as response:
        body = response.read()
    for _ in range(3):
        # Heartbeating works from threads and is how cancellation is delivered.
        activity.heartbeat()
        if activity.is_cancelled():
            raise CancelledError("cancelled while processing")
        time.sleep(0.1)
    return len(body)


@activity.defn
async def hash_file_async(path: str) -> str:
    # Good: blocking work pushed off the event loop with asyncio.to_thread.
    def digest() -> str:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()

    return await asyncio.to_thread(digest)


@activity.defn
async def blocking_mistake(url: str) -> int:
    # Bad: time.sleep (or requests.get, or a heavy loop) inside async def blocks the
    # whole event loop: no polling, no heartbeats, no other Activities until it returns.
    time.sleep(5)
    return len(url)
