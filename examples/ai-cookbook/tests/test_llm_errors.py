"""The shared classification (shared/llm_errors.py): every status, exception class and Retry-After
value the recipes can meet, and the verdict each one gets: retryable or final, and the delay.

The openai and LiteLLM exceptions are the real ones, raised by the real clients against the stub
server, so the tests follow the clients' own mapping from status to class.
"""

import asyncio
from datetime import datetime, timedelta, timezone
from typing import Any

import httpx
import litellm
import openai
import pytest
from litellm import exceptions as litellm_errors
from pydantic import BaseModel, ValidationError
from temporalio.exceptions import ApplicationError

from llm_errors import MAX_RETRY_AFTER, Verdict, classify, classify_errors, classify_status, parse_retry_after
from stub_openai import Reply, StubOpenAI, chat_completion, error, text_response

litellm.suppress_debug_info = True
NOW = datetime(2026, 3, 2, 12, 0, 0, tzinfo=timezone.utc)

# ---------------------------------------------------------------------------------------------
# Retry-After


@pytest.mark.parametrize(
    ("headers", "delay"),
    [
        ({"retry-after": "7"}, timedelta(seconds=7)),
        ({"Retry-After": "1.5"}, timedelta(seconds=1.5)),
        ({"retry-after-ms": "250"}, timedelta(milliseconds=250)),
        # retry-after-ms wins over Retry-After, as in the openai client.
        ({"retry-after-ms": "250", "retry-after": "9"}, timedelta(milliseconds=250)),
        # A Retry-After that asks for more than ten minutes is capped, without OverflowError.
        ({"retry-after": "86400"}, MAX_RETRY_AFTER),
        ({"retry-after": "1e300"}, MAX_RETRY_AFTER),
        ({"retry-after-ms": "1e308"}, MAX_RETRY_AFTER),
        ({"retry-after": "99999999999999999999999"}, MAX_RETRY_AFTER),
        # An HTTP date: the time left until then.
        ({"retry-after": "Mon, 02 Mar 2026 12:00:30 GMT"}, timedelta(seconds=30)),
        ({"retry-after": "Fri, 31 Dec 9999 23:59:59 GMT"}, MAX_RETRY_AFTER),
        # An unusable retry-after-ms leaves the decision to Retry-After.
        ({"retry-after-ms": "inf", "retry-after": "3"}, timedelta(seconds=3)),
        ({"retry-after-ms": "soon", "retry-after": "3"}, timedelta(seconds=3)),
    ],
)
def test_retry_after_values_that_can_be_used(headers: dict[str, str], delay: timedelta) -> None:
    assert parse_retry_after(headers, now=NOW) == delay


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"retry-after": "inf"},
        {"retry-after": "+Infinity"},
        {"retry-after": "-inf"},
        {"retry-after": "nan"},
        {"retry-after": "NaN"},
        {"retry-after-ms": "inf"},
        {"retry-after-ms": "nan"},
        {"retry-after": "-5"},
        {"retry-after": "0"},
        {"retry-after-ms": "-1"},
        {"retry-after": ""},
        {"retry-after": "soon"},
        {"retry-after": "Mon, 99 Foo 2026 12:00:00 GMT"},
        {"retry-after": "Mon, 02 Mar 2026 11:59:00 GMT"},  # already past
    ],
)
def test_retry_after_values_that_are_ignored(headers: dict[str, str]) -> None:
    # Ignored means None: the Retry Policy's own back-off decides the wait.
    assert parse_retry_after(headers, now=NOW) is None


# ---------------------------------------------------------------------------------------------
# Statuses


@pytest.mark.parametrize("status", [400, 401, 402, 403, 404, 405, 410, 413, 415, 422])
def test_client_error_statuses_are_final(status: int) -> None:
    assert classify_status(status, {"retry-after": "5"}) == Verdict(f"HTTP{status}", retryable=False)


@pytest.mark.parametrize("status", [408, 409, 429, 500, 502, 503, 504, 529])
def test_temporary_statuses_are_retried_after_retry_after(status: int) -> None:
    assert classify_status(status, {"retry-after": "5"}) == Verdict(f"HTTP{status}", True, timedelta(seconds=5))
    assert classify_status(status, {}) == Verdict(f"HTTP{status}", True, None)


def test_an_exhausted_quota_is_final() -> None:
    assert classify_status(429, {"retry-after": "5"}, error_code="insufficient_quota") == Verdict(
        "QuotaExhausted", retryable=False
    )


def test_x_should_retry_overrides_the_status() -> None:
    assert classify_status(400, {"x-should-retry": "true", "retry-after": "2"}).retryable
    assert classify_status(400, {"x-should-retry": "true", "retry-after": "2"}).delay == timedelta(seconds=2)
    assert not classify_status(503, {"x-should-retry": "false"}).retryable


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e400", "garbage"])
def test_an_unreadable_retry_after_never_turns_a_final_error_retryable(value: str) -> None:
    # The old parser raised OverflowError on "inf", and the OverflowError was retried.
    for header in ("retry-after", "retry-after-ms"):
        assert classify_status(401, {header: value}) == Verdict("HTTP401", retryable=False)
        verdict = classify_status(503, {header: value})
        assert verdict.retryable and verdict.delay in (None, MAX_RETRY_AFTER)


# ---------------------------------------------------------------------------------------------
# The openai package's exceptions, raised by the real client against the stub


async def _openai_error(stub: StubOpenAI, reply: Reply, timeout: float = 5) -> BaseException:
    client = openai.AsyncOpenAI(base_url=stub.url, api_key="sk-test-key", max_retries=0)
    stub.script(reply)
    try:
        await client.responses.create(model="gpt-4.1-mini", input="hi", timeout=timeout)
    except Exception as err:  # noqa: BLE001 - the point is to catch what the client raises
        return err
    raise AssertionError("the client raised nothing")


OPENAI_STATUSES = [
    (400, "BadRequestError", False),
    (401, "AuthenticationError", False),
    (403, "PermissionDeniedError", False),
    (404, "NotFoundError", False),
    (408, "APIStatusError", True),
    (409, "ConflictError", True),
    (422, "UnprocessableEntityError", False),
    (429, "RateLimitError", True),
    (500, "InternalServerError", True),
    (503, "InternalServerError", True),
]


@pytest.mark.parametrize(("status", "error_class", "retryable"), OPENAI_STATUSES)
def test_openai_errors_by_status(status: int, error_class: str, retryable: bool) -> None:
    with StubOpenAI() as stub:
        err = asyncio.run(_openai_error(stub, error(status, headers={"retry-after": "4"})))
    assert type(err).__name__ == error_class
    delay = timedelta(seconds=4) if retryable else None
    assert classify(err) == Verdict(error_class, retryable, delay)


def test_openai_rate_limit_with_an_exhausted_quota_is_final() -> None:
    with StubOpenAI() as stub:
        err = asyncio.run(_openai_error(stub, error(429, code="insufficient_quota", headers={"retry-after": "4"})))
    assert isinstance(err, openai.RateLimitError)
    assert classify(err) == Verdict("QuotaExhausted", retryable=False)


@pytest.mark.parametrize(
    ("headers", "delay"),
    [
        ({"retry-after-ms": "1500"}, timedelta(milliseconds=1500)),
        ({"retry-after": "inf"}, None),
        ({"retry-after-ms": "inf"}, None),
        ({"retry-after": "NaN"}, None),
        ({"retry-after": "-3"}, None),
        ({"retry-after": "31536000"}, MAX_RETRY_AFTER),
    ],
)
def test_openai_rate_limit_delays(headers: dict[str, str], delay: timedelta | None) -> None:
    with StubOpenAI() as stub:
        err = asyncio.run(_openai_error(stub, error(429, headers=headers)))
    assert classify(err) == Verdict("RateLimitError", True, delay)


def test_openai_client_timeout_is_retried() -> None:
    with StubOpenAI() as stub:
        err = asyncio.run(_openai_error(stub, Reply(200, {}, delay=2.0), timeout=0.3))
    assert isinstance(err, openai.APITimeoutError)
    assert classify(err) == Verdict("APITimeoutError", retryable=True)


def test_openai_connection_error_is_retried() -> None:
    with StubOpenAI() as stub:
        url = stub.url  # the port is closed once the stub stops

    async def call() -> BaseException:
        try:
            await openai.AsyncOpenAI(base_url=url, api_key="sk-test-key", max_retries=0).responses.create(
                model="gpt-4.1-mini", input="hi", timeout=5
            )
        except Exception as err:  # noqa: BLE001
            return err
        raise AssertionError("the client raised nothing")

    err = asyncio.run(call())
    assert type(err) is openai.APIConnectionError
    assert classify(err) == Verdict("APIConnectionError", retryable=True)


def test_a_missing_openai_key_is_final(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_ADMIN_KEY", raising=False)
    with pytest.raises(openai.OpenAIError, match="Missing credentials") as caught:
        openai.AsyncOpenAI(max_retries=0)
    assert type(caught.value) is openai.OpenAIError
    assert classify(caught.value) == Verdict("OpenAIError", retryable=False)


# ---------------------------------------------------------------------------------------------
# LiteLLM's exceptions (subclasses of the openai ones), raised by litellm.acompletion


async def _litellm_error(stub: StubOpenAI, reply: Reply | None, api_key: str | None = "sk-test-key") -> BaseException:
    if reply is not None:
        stub.script(reply)
    try:
        await litellm.acompletion(
            model="openai/gpt-4.1-mini",
            messages=[{"role": "user", "content": "hi"}],
            api_base=stub.url,
            api_key=api_key,
            num_retries=0,
            timeout=5,
        )
    except Exception as err:  # noqa: BLE001
        return err
    raise AssertionError("litellm raised nothing")


LITELLM_STATUSES = [
    (400, False),
    (401, False),
    (403, False),
    (404, False),
    (422, False),
    (429, True),
    (500, True),
    (503, True),
]


@pytest.mark.parametrize(("status", "retryable"), LITELLM_STATUSES)
def test_litellm_errors_by_status(status: int, retryable: bool) -> None:
    with StubOpenAI() as stub:
        err = asyncio.run(_litellm_error(stub, error(status, headers={"retry-after": "4"})))
    assert isinstance(err, openai.APIError), repr(err)
    verdict = classify(err)
    assert verdict is not None and verdict.retryable == retryable, f"{type(err).__name__}: {verdict}"
    assert verdict.delay == (timedelta(seconds=4) if retryable else None)


def test_a_missing_key_through_litellm_is_final(monkeypatch: pytest.MonkeyPatch) -> None:
    # LiteLLM wraps the openai client's "Missing credentials" in an InternalServerError (500).
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_ADMIN_KEY", raising=False)
    with StubOpenAI() as stub:
        err = asyncio.run(_litellm_error(stub, None, api_key=None))
        assert stub.requests == []
    assert isinstance(err, litellm_errors.InternalServerError)
    assert classify(err) == Verdict("OpenAIError", retryable=False)


def _httpx_response(status: int, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(status, headers=headers, request=httpx.Request("POST", "https://api.example.com/v1"))


LITELLM_CLASSES: list[tuple[Any, bool]] = [
    (litellm_errors.AuthenticationError("bad key", "openai", "m"), False),
    (litellm_errors.PermissionDeniedError("forbidden", "openai", "m", _httpx_response(403)), False),
    (litellm_errors.NotFoundError("no such model", "openai", "m"), False),
    (litellm_errors.BadRequestError("bad", "openai", "m"), False),
    (litellm_errors.UnprocessableEntityError("unprocessable", "openai", "m", _httpx_response(422)), False),
    (litellm_errors.ContextWindowExceededError("too long", "m", "openai"), False),
    (litellm_errors.ContentPolicyViolationError("policy", "m", "openai"), False),
    (litellm_errors.RateLimitError("slow down", "openai", "m", _httpx_response(429, {"retry-after": "2"})), True),
    (litellm_errors.ServiceUnavailableError("down", "openai", "m"), True),
    (litellm_errors.BadGatewayError("bad gateway", "openai", "m"), True),
    (litellm_errors.InternalServerError("oops", "openai", "m"), True),
    (litellm_errors.Timeout("slow", "m", "openai"), True),
    (litellm_errors.APIConnectionError("refused", "openai", "m"), True),
]


@pytest.mark.parametrize(("err", "retryable"), LITELLM_CLASSES, ids=lambda v: type(v).__name__)
def test_litellm_exception_classes(err: Exception, retryable: bool) -> None:
    verdict = classify(err)
    assert verdict is not None and verdict.type == type(err).__name__
    assert verdict.retryable == retryable


# ---------------------------------------------------------------------------------------------
# classify_errors(): what leaves the block


def test_classify_errors_raises_a_retryable_application_error_with_the_delay() -> None:
    with StubOpenAI() as stub:
        err = asyncio.run(_openai_error(stub, error(503, headers={"retry-after": "6"})))
    with pytest.raises(ApplicationError) as caught, classify_errors():
        raise err
    assert caught.value.type == "InternalServerError"
    assert not caught.value.non_retryable
    assert caught.value.next_retry_delay == timedelta(seconds=6)
    assert caught.value.__cause__ is err


def test_classify_errors_raises_a_final_application_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_ADMIN_KEY", raising=False)
    with pytest.raises(ApplicationError) as caught, classify_errors():
        openai.AsyncOpenAI(max_retries=0)
    assert caught.value.type == "OpenAIError" and caught.value.non_retryable
    assert caught.value.next_retry_delay is None


class Answer(BaseModel):
    text: str


@pytest.mark.parametrize(
    "err",
    [
        ValueError("not a client error"),
        ApplicationError("already decided", type="Mine", non_retryable=True),
    ],
    ids=["ValueError", "ApplicationError"],
)
def test_classify_errors_lets_other_exceptions_through(err: Exception) -> None:
    with pytest.raises(type(err)) as caught, classify_errors():
        raise err
    assert caught.value is err


def test_a_reply_that_fails_validation_passes_through() -> None:
    # structured output: a model reply that does not match the schema is retried by the policy.
    with pytest.raises(ValidationError), classify_errors():
        Answer.model_validate_json('{"txt": 1}')


def test_stub_answers_are_what_the_clients_expect() -> None:
    # Guard for the tests above: the stub's 200 answers parse in both clients.
    async def both() -> tuple[str, Any]:
        with StubOpenAI() as stub:
            stub.script(text_response("hello"), chat_completion("hi"))
            client = openai.AsyncOpenAI(base_url=stub.url, api_key="sk-test-key", max_retries=0)
            text = (await client.responses.create(model="m", input="x")).output_text
            chat = await litellm.acompletion(
                model="openai/m", messages=[{"role": "user", "content": "x"}], api_base=stub.url, api_key="k"
            )
            return text, chat

    text, chat = asyncio.run(both())
    assert text == "hello"
    assert isinstance(chat, litellm.ModelResponse)
    assert getattr(chat.choices[0], "message").content == "hi"
