"""An OpenAI-compatible HTTP server on 127.0.0.1 that answers from a script, for the cookbook tests.

Not part of any recipe. The tests point a recipe's client at it with OPENAI_BASE_URL (the openai
package and LiteLLM both read it) and queue the answers the next requests get, in order:

    stub.script(error(500), error(429, headers={"retry-after": "1"}), text_response("Hello"))

A request that finds the script empty gets a 400 naming the problem, which every recipe treats as
final, so a test that asks more often than it planned fails at once instead of retrying.
Every request is recorded (path, JSON body, headers) with the status it was answered with.
"""

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)
    # Seconds to wait before answering, or until release() when the value is None and hold is set.
    delay: float = 0.0
    hold: bool = False


@dataclass
class Request:
    path: str
    body: Any
    headers: dict[str, str]
    status: int = 0


Step = Reply | Callable[[Request], Reply]


def error(status: int, message: str = "", code: str | None = None, headers: dict[str, str] | None = None) -> Reply:
    """An error in the shape of the OpenAI API: {"error": {"message", "type", "code", "param"}}."""
    body = {"error": {"message": message or f"stub error {status}", "type": "stub_error", "code": code, "param": None}}
    return Reply(status, body, headers or {})


def text_response(text: str, model: str = "gpt-4.1-mini") -> Reply:
    """A completed Responses API response whose output is one message with `text`."""
    return Reply(200, _response(model, [_message(text)]))


def function_calls(calls: list[tuple[str, str, dict[str, Any]]], model: str = "gpt-4.1-mini") -> Reply:
    """A Responses API response that asks for tool calls: (call_id, name, arguments) each."""
    items = [
        {
            "type": "function_call",
            "id": f"fc_{call_id}",
            "call_id": call_id,
            "name": name,
            "arguments": json.dumps(arguments),
            "status": "completed",
        }
        for call_id, name, arguments in calls
    ]
    return Reply(200, _response(model, items))


def chat_completion(text: str, model: str = "gpt-4.1-mini") -> Reply:
    """A Chat Completions response (what LiteLLM asks an OpenAI-compatible server for)."""
    return Reply(
        200,
        {
            "id": "chatcmpl-stub",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [
                {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop", "logprobs": None}
            ],
            "usage": {"prompt_tokens": 7, "completion_tokens": 5, "total_tokens": 12},
        },
    )


def _message(text: str) -> dict[str, Any]:
    return {
        "type": "message",
        "id": "msg_stub",
        "status": "completed",
        "role": "assistant",
        "content": [{"type": "output_text", "text": text, "annotations": []}],
    }


def _response(model: str, output: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "id": "resp_stub",
        "object": "response",
        "created_at": int(time.time()),
        "status": "completed",
        "model": model,
        "output": output,
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
        "usage": {"input_tokens": 7, "output_tokens": 5, "total_tokens": 12},
    }


class StubOpenAI:
    """Start with `with StubOpenAI() as stub:`; `stub.url` is the base URL ending in /v1."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._steps: list[Step] = []
        self._released = threading.Event()
        self.requests: list[Request] = []
        self.arrived = threading.Event()  # set whenever a request arrives
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                request = Request(self.path, body, {k.lower(): v for k, v in self.headers.items()})
                reply = stub._next(request)
                if reply.hold:
                    stub._released.wait(timeout=120)
                elif reply.delay:
                    time.sleep(reply.delay)
                payload = json.dumps(reply.body).encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    self.send_header("x-request-id", f"req_{len(stub.requests)}")
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client went away (a killed Worker): nothing to answer

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def script(self, *steps: Step) -> None:
        """Queue the answers for the next requests, after any still queued."""
        with self._lock:
            self._steps.extend(steps)

    def release(self) -> None:
        """Let go of every request held by a Reply(hold=True)."""
        self._released.set()

    def statuses(self) -> list[int]:
        with self._lock:
            return [r.status for r in self.requests]

    def _next(self, request: Request) -> Reply:
        with self._lock:
            step = self._steps.pop(0) if self._steps else None
            reply = (
                error(400, f"the stub has no scripted reply for request {len(self.requests) + 1} to {request.path}")
                if step is None
                else step(request) if callable(step) else step
            )
            request.status = reply.status
            self.requests.append(request)
        self.arrived.set()
        return reply

    def __enter__(self) -> "StubOpenAI":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._released.set()
        self._server.shutdown()
        self._server.server_close()
