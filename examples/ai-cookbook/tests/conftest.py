"""Fixtures for the AI Cookbook tests (run them with `node scripts/checks/cookbook.mjs`).

* `temporal`: one real Temporal dev server for the session, the pinned `temporal` CLI of
  scripts/tools/versions.json (built into .tools/bin by `node scripts/tools/install.mjs`) started
  by temporalio's WorkflowEnvironment.start_local on a free port of 127.0.0.1. Everything async
  runs on one background event loop, through `temporal.run(coroutine)`.
* `stub`: a fresh OpenAI-compatible stub server per test (stub_openai.py), with OPENAI_BASE_URL
  and OPENAI_API_KEY pointing the recipes' clients at it.
"""

import asyncio
import os
import socket
import sys
import threading
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from stub_openai import StubOpenAI

COOKBOOK = Path(__file__).resolve().parent.parent
REPO = COOKBOOK.parent.parent
TEMPORAL_CLI = Path(os.environ.get("TEMPORAL_CLI") or REPO / ".tools" / "bin" / "temporal")

# What each recipe's `-e ../shared` requirement installs.
sys.path.insert(0, str(COOKBOOK / "shared"))
# LiteLLM otherwise downloads its model price list on import; the tests make no outside calls.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

T = TypeVar("T")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Temporal:
    """The dev server, its clients, and the event loop they live on."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="temporal-loop", daemon=True)
        self._thread.start()
        self.env: WorkflowEnvironment | None = None
        self.target = ""

    def run(self, coroutine: Coroutine[Any, Any, T], timeout: float = 150) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    async def start(self) -> None:
        port = free_port()
        self.env = await WorkflowEnvironment.start_local(
            dev_server_existing_path=str(TEMPORAL_CLI),
            ip="127.0.0.1",
            port=port,
            ui=False,
        )
        self.target = f"127.0.0.1:{port}"

    @property
    def client(self) -> Client:
        assert self.env is not None
        return self.env.client

    async def pydantic_client(self) -> Client:
        return await Client.connect(self.target, data_converter=pydantic_data_converter)

    def close(self) -> None:
        if self.env is not None:
            self.run(self.env.shutdown(), timeout=30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=10)


@pytest.fixture(scope="session")
def temporal() -> Iterator[Temporal]:
    if not TEMPORAL_CLI.is_file():
        pytest.fail(
            f"{TEMPORAL_CLI} is missing: run `node scripts/tools/install.mjs temporal` "
            "(it builds the pinned temporal CLI with Go)",
            pytrace=False,
        )
    server = Temporal()
    try:
        server.run(server.start(), timeout=60)
        yield server
    finally:
        server.close()


@pytest.fixture
def stub(monkeypatch: pytest.MonkeyPatch) -> Iterator[StubOpenAI]:
    with StubOpenAI() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test-key")
        yield server
