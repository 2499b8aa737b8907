"""A minimal Codec Server so the Web UI and CLI can show decrypted payloads."""

from typing import Awaitable, Callable, Iterable, List

from aiohttp import hdrs, web
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads

from codec import codec_from_env

ALLOWED_ORIGIN = "http://localhost:8233"  # where the Web UI is served


def build_app() -> web.Application:
    codec = codec_from_env()

    def handler(fn: Callable[[Iterable[Payload]], Awaitable[List[Payload]]]):
        async def handle(request: web.Request) -> web.Response:
            if request.method == hdrs.METH_OPTIONS:
                return with_cors(web.Response())
            body = Payloads()
            json_format.Parse(await request.read(), body)
            out = Payloads(payloads=await fn(body.payloads))
            return with_cors(
                web.Response(text=json_format.MessageToJson(out), content_type="application/json")
            )

        return handle

    def with_cors(resp: web.Response) -> web.Response:
        resp.headers["Access-Control-Allow-Origin"] = ALLOWED_ORIGIN
        resp.headers["Access-Control-Allow-Methods"] = "POST"
        resp.headers["Access-Control-Allow-Headers"] = "content-type,x-namespace"
        return resp

    app = web.Application()
    app.add_routes(
        [
            web.post("/encode", handler(codec.encode)),
            web.post("/decode", handler(codec.decode)),
            web.options("/encode", handler(codec.encode)),
            web.options("/decode", handler(codec.decode)),
        ]
    )
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="127.0.0.1", port=8081)
