"""An Activity that polls by failing, marked benign so it does not look like an outage."""

from temporalio import activity
from temporalio.exceptions import ApplicationError, ApplicationErrorCategory


class ReportNotReady(Exception):
    pass


def check_report_status(report_id: str) -> str:
    # Stand-in for a call to a reporting service.
    raise ReportNotReady(report_id)


@activity.defn
async def fetch_report(report_id: str) -> str:
    try:
        return check_report_status(report_id)
    except ReportNotReady as err:
        # An expected, retryable condition: the Retry Policy provides the polling loop.
        # BENIGN keeps each attempt out of error logs, failure metrics and error spans.
        raise ApplicationError(
            f"Report {report_id} not ready yet",
            type="ReportNotReady",
            category=ApplicationErrorCategory.BENIGN,
        ) from err
