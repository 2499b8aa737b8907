import sys

from temporalio.api.enums.v1 import EventType
from temporalio.api.export.v1 import WorkflowExecutions


def main(path: str) -> None:
    executions = WorkflowExecutions()
    with open(path, "rb") as f:
        # highlight-next-line
        executions.ParseFromString(f.read())

    for item in executions.items:
        events = item.history.events
        started = events[0].workflow_execution_started_event_attributes
        closing_event = EventType.Name(events[-1].event_type)
        print(f"{started.workflow_type.name}: {len(events)} events, ends with {closing_event}")


if __name__ == "__main__":
    main(sys.argv[1])
