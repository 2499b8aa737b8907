import os

from aiohttp import web
from google.protobuf import json_format
from temporalio.api.common.v1 import Payloads

from app import keys
from app.codec import EncryptionCodec

ALLOWED_ORIGIN = os.environ.get("UI_ORIGIN", "http://localhost:8233")
codec = EncryptionCodec(keys.current_id(), keys.all_keys())


def cors(resp: web.StreamResponse) -> web.StreamResponse:
    resp.headers["Access-Control-Allow-Origin"] = ALLOWED_ORIGIN
    resp.headers["Access-Control-Allow-Methods"] = "POST, OPTIONS"
    resp.headers["Access-Control-Allow-Headers"] = "Content-Type, X-Namespace, Authorization"
    resp.headers["Access-Control-Allow-Credentials"] = "true"
    resp.headers["Vary"] = "Origin"
    return resp


async def preflight(_: web.Request) -> web.StreamResponse:
    return cors(web.Response(status=204))


def handler(encode: bool):
    async def handle(request: web.Request) -> web.StreamResponse:
        # highlight-start
        # Replace with real checks: verify the bearer token and that the caller
        # may read the Namespace named in X-Namespace.
        if not request.headers.get("X-Namespace"):
            return cors(web.Response(status=401))
        # highlight-end
        incoming = json_format.Parse(await request.read(), Payloads())
        fn = codec.encode if encode else codec.decode
        outgoing = Payloads(payloads=await fn(incoming.payloads))
        return cors(
            web.Response(
                text=json_format.MessageToJson(outgoing),
                content_type="application/json",
            )
        )

    return handle


app = web.Application()
app.router.add_route("OPTIONS", "/{tail:.*}", preflight)
app.router.add_post("/encode", handler(encode=True))
app.router.add_post("/decode", handler(encode=False))

if __name__ == "__main__":
    web.run_app(app, port=8081)
