from dataclasses import dataclass, field

from temporalio import workflow


@dataclass
class Request:
    requester: str
    amount: int


@dataclass
class Status:
    approved_by: str | None = None
    comments: list[str] = field(default_factory=list)


@workflow.defn
class Approval:
    @workflow.init
    def __init__(self, request: Request) -> None:
        self.request = request
        self.status = Status()

    @workflow.signal
    def comment(self, text: str) -> None:
        self.status.comments.append(text)

    @workflow.update
    def approve(self, approver: str) -> Status:
        self.status.approved_by = approver
        return self.status

    # highlight-start
    @approve.validator
    def check_approver(self, approver: str) -> None:
        if approver == self.request.requester:
            raise ValueError("requesters cannot approve their own request")
    # highlight-end

    @workflow.query
    def status_now(self) -> Status:
        return self.status

    @workflow.run
    async def run(self, request: Request) -> Status:
        await workflow.wait_condition(lambda: self.status.approved_by is not None)
        await workflow.wait_condition(workflow.all_handlers_finished)
        return self.status
