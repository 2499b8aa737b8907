"""A long-lived entity Workflow that moves to each new Worker Deployment Version."""

from dataclasses import dataclass, field
from typing import List

from temporalio import workflow
from temporalio.common import VersioningBehavior


@dataclass
class CustomerState:
    customer_id: str
    events: List[str] = field(default_factory=list)


# region: auto-upgrade
@workflow.defn(versioning_behavior=VersioningBehavior.AUTO_UPGRADE)
class CustomerEntityWorkflow:
    @workflow.run
    async def run(self, state: CustomerState) -> None:
        ...
# endregion: auto-upgrade
