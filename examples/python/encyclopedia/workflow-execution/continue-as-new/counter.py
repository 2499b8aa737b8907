from temporalio import workflow


@workflow.defn
class Counter:
    def __init__(self) -> None:
        self.unapplied = 0

    @workflow.signal
    def increment(self, delta: int) -> None:
        self.unapplied += delta

    @workflow.run
    async def run(self, count: int) -> int:
        while True:
            await workflow.wait_condition(lambda: self.unapplied > 0)
            count += self.unapplied
            self.unapplied = 0
            if workflow.info().is_continue_as_new_suggested():
                await workflow.wait_condition(workflow.all_handlers_finished)
                # highlight-next-line
                workflow.continue_as_new(count + self.unapplied)
