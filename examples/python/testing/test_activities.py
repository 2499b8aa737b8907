"""Activity tests: run an Activity function without a Worker or a server."""

import asyncio

import pytest
from temporalio import activity
from temporalio.exceptions import CancelledError
from temporalio.testing import ActivityEnvironment


@activity.defn
async def count_to(limit: int) -> int:
    for i in range(limit):
        activity.heartbeat(i)
        await asyncio.sleep(0.01)
    return limit


@pytest.mark.asyncio
async def test_heartbeats_progress() -> None:
    env = ActivityEnvironment()
    beats: list[int] = []
    env.on_heartbeat = lambda *details: beats.append(details[0])
    assert await env.run(count_to, 5) == 5
    assert beats == [0, 1, 2, 3, 4]


@pytest.mark.asyncio
async def test_cancellation_is_delivered() -> None:
    env = ActivityEnvironment()
    # Cancel as soon as the first heartbeat arrives.
    env.on_heartbeat = lambda *details: env.cancel()
    with pytest.raises((asyncio.CancelledError, CancelledError)):
        await env.run(count_to, 1000)
