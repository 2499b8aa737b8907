"""A Codec Server: the Web UI and the CLI send it payloads, and it answers with codec.py's output."""

from typing import List

from aiohttp import web
from aiohttp.typedefs import Handler
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads

from codec import EncryptionCodec, codec_from_env

UI_ORIGIN = "http://localhost:8233"  # the Web UI of `temporal server start-dev`
CODEC = web.AppKey("codec", EncryptionCodec)


@web.middleware
async def cors(request: web.Request, handler: Handler) -> web.StreamResponse:
    # The browser asks first (OPTIONS) whether the Web UI's origin may POST here.
    response = web.Response(status=204) if request.method == "OPTIONS" else await handler(request)
    response.headers["Access-Control-Allow-Origin"] = UI_ORIGIN
    response.headers["Access-Control-Allow-Methods"] = "POST, OPTIONS"
    response.headers["Access-Control-Allow-Headers"] = "Content-Type, X-Namespace"
    return response


async def read_payloads(request: web.Request) -> List[Payload]:
    # The body is a Payloads message in protobuf JSON: {"payloads": [{"metadata": …, "data": …}]}.
    return list(json_format.Parse(await request.read(), Payloads()).payloads)


def payloads_response(payloads: List[Payload]) -> web.Response:
    body = json_format.MessageToJson(Payloads(payloads=payloads))
    return web.Response(text=body, content_type="application/json")


async def encode(request: web.Request) -> web.Response:
    return payloads_response(await request.app[CODEC].encode(await read_payloads(request)))


async def decode(request: web.Request) -> web.Response:
    return payloads_response(await request.app[CODEC].decode(await read_payloads(request)))


def build_app() -> web.Application:
    app = web.Application(middlewares=[cors])
    app[CODEC] = codec_from_env()
    app.router.add_post("/encode", encode)
    app.router.add_post("/decode", decode)
    return app


if __name__ == "__main__":
    # Loopback only: put your own authentication in front before others can reach it.
    web.run_app(build_app(), host="127.0.0.1", port=8081)
