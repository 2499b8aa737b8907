"""Turn HTTP failures from a model provider into Temporal ApplicationErrors.

The rules follow what HTTP status codes mean:

* 429 Too Many Requests: retry, after the delay the server asked for in Retry-After.
  A 429 whose error code says the account is out of quota is final: waiting will not help.
* 408 Request Timeout and 409 Conflict: transient, retry.
* 5xx: the provider is having trouble, retry (honouring Retry-After when present).
* Any other 4xx: the request itself is wrong (bad key, unknown model, invalid input). Final.

An `x-should-retry: true|false` response header, when present, overrides the status code.
"""

from collections.abc import Mapping
from datetime import datetime, timedelta, timezone
from email.utils import parsedate_to_datetime

from temporalio.exceptions import ApplicationError

# Never wait longer than this for a single retry, whatever the server says.
MAX_RETRY_AFTER = timedelta(minutes=10)


def parse_retry_after(headers: Mapping[str, str], now: datetime | None = None) -> timedelta | None:
    """Read retry-after-ms (milliseconds) or Retry-After (seconds or an HTTP date)."""
    lowered = {k.lower(): v for k, v in headers.items()}

    millis = lowered.get("retry-after-ms")
    if millis is not None:
        try:
            return _clamp(timedelta(milliseconds=float(millis)))
        except ValueError:
            pass

    value = lowered.get("retry-after")
    if value is None:
        return None
    try:
        return _clamp(timedelta(seconds=float(value)))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return _clamp(when - (now or datetime.now(timezone.utc)))


def _clamp(delay: timedelta) -> timedelta | None:
    if delay <= timedelta(0):
        return None
    return min(delay, MAX_RETRY_AFTER)


def classify_http_error(
    status_code: int,
    headers: Mapping[str, str],
    message: str,
    error_code: str | None = None,
) -> ApplicationError:
    """Build the ApplicationError that tells Temporal whether, and when, to retry."""
    delay = parse_retry_after(headers)
    should_retry = {k.lower(): v for k, v in headers.items()}.get("x-should-retry")
    detail = f"HTTP {status_code}: {message}"

    if status_code == 429 and error_code == "insufficient_quota":
        return ApplicationError(detail, type="QuotaExhausted", non_retryable=True)

    if should_retry == "false":
        return ApplicationError(detail, type=f"HTTP{status_code}", non_retryable=True)
    if should_retry == "true":
        return ApplicationError(detail, type=f"HTTP{status_code}", next_retry_delay=delay)

    if status_code == 429:
        return ApplicationError(detail, type="RateLimited", next_retry_delay=delay)
    if status_code in (408, 409):
        return ApplicationError(detail, type="TransientClientError", next_retry_delay=delay)
    if status_code >= 500:
        return ApplicationError(detail, type="ProviderServerError", next_retry_delay=delay)
    # Every other 4xx: retrying the same request gives the same answer.
    return ApplicationError(detail, type=f"HTTP{status_code}", non_retryable=True)
