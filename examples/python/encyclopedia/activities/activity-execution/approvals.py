"""Stand-in for the system that sends approval requests to people (not shown on the page)."""

from typing import Any

_pending: dict[bytes, Any] = {}


async def send(request: Any, task_token: bytes) -> None:
    # A real system would e-mail a link that carries the token back to the webhook.
    _pending[task_token] = request
