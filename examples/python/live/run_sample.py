"""Runs a sample script the docs show, unchanged, against the test's Temporal server.

    python live/run_sample.py <script.py> [arguments...]

scripts/checks/live.mjs uses this to run a page's worker.py or starter.py as ``python
script.py`` would (the script's folder first on sys.path, ``__name__ == "__main__"``), with one
difference: when TEMPORAL_ADDRESS is set, ``Client.connect("localhost:7233")`` connects there.

Once the script has returned, the process ends with ``os._exit`` instead of a normal interpreter
shutdown: temporalio's native threads and protobuf's upb extension can crash while the interpreter
finalizes (temporalio/sdk-python#300, protocolbuffers/protobuf#22067), after the script's work is
done. The test asserts what the script printed; a crash in teardown says nothing about the sample.
"""

import os
import runpy
import sys
from typing import Any

from temporalio.client import Client

_TARGET = os.environ.get("TEMPORAL_ADDRESS")
_DEFAULT_ADDRESSES = ("localhost:7233", "127.0.0.1:7233")
_connect = Client.connect


async def _redirected_connect(target_host: str, *args: Any, **kwargs: Any) -> Client:
    if _TARGET and target_host in _DEFAULT_ADDRESSES:
        target_host = _TARGET
    return await _connect(target_host, *args, **kwargs)


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit("usage: run_sample.py <script.py> [arguments...]")
    script = os.path.abspath(sys.argv[1])
    setattr(Client, "connect", staticmethod(_redirected_connect))
    sys.argv = [script, *sys.argv[2:]]
    sys.path.insert(0, os.path.dirname(script))
    runpy.run_path(script, run_name="__main__")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
