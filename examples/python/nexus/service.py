"""The Nexus Service contract shared by the caller and the handler teams."""

from dataclasses import dataclass

import nexusrpc


@dataclass
class FraudCheckInput:
    account_id: str
    amount_cents: int


@dataclass
class FraudCheckResult:
    approved: bool
    reason: str


@nexusrpc.service
class FraudService:
    # A quick, synchronous answer.
    score_transaction: nexusrpc.Operation[FraudCheckInput, FraudCheckResult]
    # A long-running review backed by a Workflow in the handler's Namespace.
    review_transaction: nexusrpc.Operation[FraudCheckInput, FraudCheckResult]
