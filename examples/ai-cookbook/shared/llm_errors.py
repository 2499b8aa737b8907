"""How every AI Cookbook recipe decides whether a failed model call is worth another attempt.

A model call fails in one of two ways. Either the request itself is wrong (a bad or missing key, a
model the key may not use, a malformed prompt) and every later attempt would fail the same way, or
the provider or the network had a bad moment and a later attempt may well succeed. The recipes turn
their clients' own retries off, so this module is the one place that tells them apart, for the
`openai` package and for LiteLLM, whose exception classes subclass the `openai` ones:

    with classify_errors():
        response = await openai_client().responses.create(...)

Inside the block, a client error leaves as a Temporal ApplicationError whose type is the client's
class name (`RateLimitError`, `AuthenticationError`, ...) and which is either non-retryable or
carries the delay the provider asked for in `retry-after-ms` or `Retry-After`. Exceptions this
module does not know leave unchanged, and Temporal retries them by its Retry Policy.

Install it with the recipe: every recipe's requirements.txt lists `-e ../shared`.
"""

import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from email.utils import parsedate_to_datetime
from typing import Any

import openai
from temporalio.exceptions import ApplicationError

# Never wait longer than this for one retry, whatever the provider says. The Retry Policy's
# maximum attempts and the Activity's Schedule-To-Close timeout still bound the whole effort.
MAX_RETRY_AFTER = timedelta(minutes=10)

# Statuses that describe a moment, not the request: 408 Request Timeout, 409 Conflict (a lock
# that timed out on the provider's side), 429 Too Many Requests, and every 5xx.
TEMPORARY_STATUSES = frozenset({408, 409, 429})


@dataclass(frozen=True)
class Verdict:
    """What Temporal should do about one failure."""

    type: str
    retryable: bool
    delay: timedelta | None = None

    def to_error(self, message: str) -> ApplicationError:
        if self.retryable:
            return ApplicationError(message, type=self.type, next_retry_delay=self.delay)
        return ApplicationError(message, type=self.type, non_retryable=True)


def parse_retry_after(headers: Mapping[str, str] | None, now: datetime | None = None) -> timedelta | None:
    """The wait a response asks for: `retry-after-ms` (milliseconds), else `Retry-After` (seconds
    or an HTTP date). A value that is unreadable, not finite, zero or negative is ignored, so the
    Retry Policy's back-off applies; a huge one is capped at MAX_RETRY_AFTER."""
    if not headers:
        return None
    lowered = {str(k).lower(): str(v).strip() for k, v in headers.items()}
    for name, seconds_per_unit in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        raw = lowered.get(name)
        if raw is None:
            continue
        try:
            seconds = float(raw) * seconds_per_unit
        except ValueError:
            seconds = _seconds_until_http_date(raw, now) if name == "retry-after" else None
        # float() accepts "inf" and "nan", and timedelta() raises OverflowError on the first.
        if seconds is not None and math.isfinite(seconds) and seconds > 0:
            return timedelta(seconds=min(seconds, MAX_RETRY_AFTER.total_seconds()))
    return None


def _seconds_until_http_date(value: str, now: datetime | None) -> float | None:
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return (when - (now or datetime.now(timezone.utc))).total_seconds()


def classify_status(
    status_code: int,
    headers: Mapping[str, str] | None = None,
    error_code: str | None = None,
    error_type: str | None = None,
) -> Verdict:
    """The verdict for an HTTP error response, from its status, headers and the provider's code."""
    name = error_type or f"HTTP{status_code}"
    if status_code == 429 and error_code == "insufficient_quota":
        # Out of credit: waiting will not help, someone has to pay or raise the limit.
        return Verdict("QuotaExhausted", retryable=False)
    delay = parse_retry_after(headers)
    should_retry = {str(k).lower(): str(v) for k, v in (headers or {}).items()}.get("x-should-retry")
    if should_retry == "true":
        return Verdict(name, retryable=True, delay=delay)
    if should_retry == "false":
        return Verdict(name, retryable=False)
    if status_code in TEMPORARY_STATUSES or status_code >= 500:
        return Verdict(name, retryable=True, delay=delay)
    # 400, 401, 403, 404, 422 and every other 4xx: the same request gets the same answer.
    return Verdict(name, retryable=False)


def classify(err: BaseException) -> Verdict | None:
    """The verdict for an exception raised by the openai or litellm client, or None when the
    exception is not one of theirs (Temporal then retries it by the Retry Policy)."""
    name = type(err).__name__
    if isinstance(err, ApplicationError) or not isinstance(err, openai.OpenAIError):
        return None
    if _raised_before_sending(err):
        # No API key, or a wrong client option: the openai package raises its base class before
        # any request leaves. LiteLLM wraps that one in an InternalServerError; it is still final.
        return Verdict("OpenAIError", retryable=False)
    if isinstance(err, openai.APIConnectionError):
        # No response at all (connection refused or reset, DNS, or a client-side timeout, which
        # APITimeoutError and LiteLLM's Timeout subclass). Worth another attempt.
        return Verdict(name, retryable=True)
    if isinstance(err, openai.APIResponseValidationError):
        # A response the client could not read as the API's schema: another attempt may do better.
        return Verdict(name, retryable=True)
    status = getattr(err, "status_code", None)
    if isinstance(err, openai.APIError):
        # APIStatusError and its subclasses, and LiteLLM's generic APIError, carry the HTTP status.
        if isinstance(status, int) and status >= 400:
            return classify_status(status, _headers_of(err), _error_code_of(err), name)
        return Verdict(name, retryable=True)
    if isinstance(err, (openai.LengthFinishReasonError, openai.ContentFilterFinishReasonError)):
        # The answer was cut off at the length limit or filtered: the same request gets it again.
        return Verdict(name, retryable=False)
    return None


def _raised_before_sending(err: BaseException) -> bool:
    seen: set[int] = set()
    current: BaseException | None = err
    while current is not None and id(current) not in seen:
        if type(current) is openai.OpenAIError:
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False


def _headers_of(err: BaseException) -> dict[str, str]:
    headers: dict[str, str] = {}
    response: Any = getattr(err, "response", None)
    for source in (getattr(response, "headers", None), getattr(err, "headers", None)):
        if isinstance(source, Mapping):
            headers.update({str(k): str(v) for k, v in source.items()})
    return headers


def _error_code_of(err: BaseException) -> str | None:
    code = getattr(err, "code", None)
    body = getattr(err, "body", None)
    if isinstance(body, Mapping) and body.get("code") is not None:
        code = body.get("code")
    return str(code) if code is not None else None


def to_application_error(err: BaseException) -> ApplicationError | None:
    """The ApplicationError to raise in place of `err`, or None to let `err` through unchanged."""
    verdict = classify(err)
    return verdict.to_error(str(err) or repr(err)) if verdict else None


class classify_errors:
    """`with classify_errors():` re-raises a model client's exception as the ApplicationError its
    verdict calls for, with the original as its cause. Every other exception passes unchanged."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        converted = to_application_error(exc) if isinstance(exc, Exception) else None
        if converted is not None:
            raise converted from exc
