"""An Activity that hands its task token to an outside system and returns without a result."""

import base64
import json
from pathlib import Path

from temporalio import activity

# Stand-in for a ticketing system or message queue that a human or service works from.
INBOX = Path("review-inbox.jsonl")


@activity.defn
async def request_manual_review(document_id: str) -> str:
    token = activity.info().task_token
    with INBOX.open("a") as f:
        f.write(json.dumps({
            "document_id": document_id,
            # The task token identifies this exact Activity attempt.
            "task_token": base64.b64encode(token).decode(),
        }) + "\n")
    activity.logger.info("Review of %s requested; waiting for external completion", document_id)
    # Tell the Worker not to report a result: someone else will complete this Activity.
    activity.raise_complete_async()
