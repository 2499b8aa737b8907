"""Loading a recipe's modules in the test process, running its Workflow, and reading what happened.

Every recipe has its own `activities.py` and `workflows.py`, imported as top-level modules the way
`python worker.py` run in the recipe's folder imports them. `recipe(name)` puts that folder first on
sys.path and forgets the other recipes' modules, so the Workflow sandbox, which imports the
Workflow's module again by name, finds the right one. Tests use one recipe at a time.
"""

import importlib
import sys
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

from temporalio.api.enums.v1 import EventType
from temporalio.api.history.v1 import HistoryEvent
from temporalio.client import Client, WorkflowFailureError, WorkflowHandle
from temporalio.exceptions import ActivityError, ApplicationError
from temporalio.worker import Worker

COOKBOOK = Path(__file__).resolve().parent.parent
RECIPE_MODULES = ("activities", "workflows", "tools", "models", "search", "worker", "starter")


def _forget() -> None:
    for name in RECIPE_MODULES:
        sys.modules.pop(name, None)


@contextmanager
def recipe(name: str) -> Iterator[dict[str, ModuleType]]:
    """The recipe's modules by name ("activities", "workflows", and "tools" or "models" when it has them)."""
    folder = str(COOKBOOK / name)
    _forget()
    sys.path.insert(0, folder)
    try:
        yield {
            module: importlib.import_module(module)
            for module in RECIPE_MODULES
            if module not in ("worker", "starter") and (COOKBOOK / name / f"{module}.py").exists()
        }
    finally:
        sys.path.remove(folder)
        _forget()


@dataclass
class Outcome:
    """How one Workflow Execution ended, and its Event History."""

    handle: WorkflowHandle
    events: list[HistoryEvent]
    result: Any = None
    error: WorkflowFailureError | None = None
    activity_types: dict[int, str] = field(default_factory=dict)

    @property
    def failure(self) -> ApplicationError:
        """The ApplicationError an Activity failed the Workflow with."""
        assert self.error is not None, f"the Workflow completed with {self.result!r}"
        cause = self.error.cause
        if isinstance(cause, ActivityError):
            cause = cause.cause
        assert isinstance(cause, ApplicationError), f"the Workflow failed with {cause!r}"
        return cause

    def attempts(self, activity_type: str) -> list[int]:
        """The attempt number of every closed execution of the Activity type, in order."""
        started = [
            e.activity_task_started_event_attributes.attempt
            for e in self.events
            if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED
            and self.activity_types.get(e.activity_task_started_event_attributes.scheduled_event_id) == activity_type
        ]
        return started

    def started_events(self, activity_type: str) -> list[HistoryEvent]:
        return [
            e
            for e in self.events
            if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED
            and self.activity_types.get(e.activity_task_started_event_attributes.scheduled_event_id) == activity_type
        ]


async def run_workflow(
    client: Client,
    workflows: Sequence[type],
    activities: Sequence[Callable[..., Any]],
    workflow_run: Callable[..., Any],
    args: Sequence[Any],
    *,
    prefix: str,
    timeout: timedelta = timedelta(seconds=100),
    while_running: Callable[[WorkflowHandle], Any] | None = None,
) -> Outcome:
    """Run one Workflow Execution on a Worker of its own (on a Task Queue of its own) to its end."""
    task_queue = f"{prefix}-{uuid.uuid4()}"
    async with Worker(client, task_queue=task_queue, workflows=list(workflows), activities=list(activities)):
        handle = await client.start_workflow(
            workflow_run,
            args=list(args),
            id=f"{prefix}-{uuid.uuid4()}",
            task_queue=task_queue,
            execution_timeout=timeout,
        )
        if while_running is not None:
            await while_running(handle)
        outcome = Outcome(handle=handle, events=[])
        try:
            outcome.result = await handle.result()
        except WorkflowFailureError as err:
            outcome.error = err
    history = await handle.fetch_history()
    outcome.events = list(history.events)
    outcome.activity_types = {
        e.event_id: e.activity_task_scheduled_event_attributes.activity_type.name
        for e in outcome.events
        if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED
    }
    return outcome
