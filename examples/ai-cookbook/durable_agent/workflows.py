"""A long-lived agent session: Signals add instructions, a Query reports progress,
a step budget bounds each task, and Continue-As-New keeps the Event History small."""

import asyncio
import json
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities import ModelTurnInput, ToolCall, call_model
    from tools import get_local_time, search_faq

TASK_QUEUE = "ai-cookbook-durable-agent"

TOOL_ACTIVITIES = {"search_faq": search_faq, "get_local_time": get_local_time}

INSTRUCTIONS = (
    "You are a support agent for a software company. Use search_faq for company facts and "
    "get_local_time for times. Follow the latest user instruction; earlier ones still apply "
    "unless the user changes them. Answer in at most four sentences."
)

# call_model marks final errors non-retryable itself (llm_errors), so this policy only
# shapes the retries of temporary ones: at most eight attempts.
MODEL_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=2),
    maximum_interval=timedelta(minutes=1),
    maximum_attempts=8,
)
# Three attempts in all: the first and at most two retries, one and then two seconds later.
TOOL_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_attempts=3)


@dataclass
class AgentState:
    """Everything the session needs to continue in a new run."""

    model: str
    steps_per_task: int = 6  # model calls allowed for one task before it must answer
    tasks_per_run: int = 10  # Continue-As-New after this many tasks (or sooner if suggested)
    idle_timeout_minutes: int = 60  # end the session after this long without instructions
    keep_user_turns: int = 6  # conversation kept across Continue-As-New
    items: list[dict[str, Any]] = field(default_factory=list)
    inbox: list[str] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    total_steps: int = 0
    runs: int = 1
    end_requested: bool = False


@dataclass
class AgentProgress:
    status: str
    run: int
    steps_in_current_task: int
    steps_per_task: int
    total_steps: int
    tasks_completed: int
    pending_instructions: int
    last_answer: str


@workflow.defn
class DurableAgentWorkflow:
    @workflow.init
    def __init__(self, state: AgentState) -> None:
        # Built before any Signal or Query handler runs, including in a continued run.
        self.state = state
        self.status = "idle"
        self.steps_in_task = 0
        self.tasks_this_run = 0

    @workflow.run
    async def run(self, state: AgentState) -> list[str]:
        while True:
            try:
                await workflow.wait_condition(
                    lambda: bool(self.state.inbox) or self.state.end_requested,
                    timeout=timedelta(minutes=self.state.idle_timeout_minutes),
                )
            except asyncio.TimeoutError:
                workflow.logger.info("No instructions for a while; ending the session")
                break
            if not self.state.inbox:
                break  # end requested and nothing left to do

            answer = await self._run_task()
            self.state.answers.append(answer)
            self.state.items.append({"role": "assistant", "content": answer})
            self.tasks_this_run += 1

            if self.tasks_this_run >= self.state.tasks_per_run or workflow.info().is_continue_as_new_suggested():
                await workflow.wait_condition(workflow.all_handlers_finished)
                self.state.items = _trim(self.state.items, self.state.keep_user_turns)
                self.state.runs += 1
                workflow.continue_as_new(self.state)

        self.status = "ended"
        await workflow.wait_condition(workflow.all_handlers_finished)
        return self.state.answers

    async def _run_task(self) -> str:
        self.steps_in_task = 0
        while True:
            # Instructions that arrived since the last step join the conversation now,
            # so the user can steer a task while it runs.
            while self.state.inbox:
                self.state.items.append({"role": "user", "content": self.state.inbox.pop(0)})

            allow_tools = self.steps_in_task < self.state.steps_per_task
            self.status = "thinking" if allow_tools else "answering (step budget spent)"
            turn = await workflow.execute_activity(
                call_model,
                ModelTurnInput(
                    model=self.state.model,
                    instructions=INSTRUCTIONS,
                    items=self.state.items,
                    allow_tools=allow_tools,
                ),
                start_to_close_timeout=timedelta(seconds=90),
                retry_policy=MODEL_RETRY,
            )
            self.steps_in_task += 1
            self.state.total_steps += 1

            if not turn.tool_calls:
                self.status = "idle"
                return turn.text or "(the model returned no text)"

            self.status = "running tools: " + ", ".join(c.name for c in turn.tool_calls)
            for call in turn.tool_calls:
                self.state.items.append(
                    {"type": "function_call", "call_id": call.call_id, "name": call.name, "arguments": call.arguments}
                )
            outputs = await asyncio.gather(*(self._run_tool(c) for c in turn.tool_calls))
            for call, output in zip(turn.tool_calls, outputs):
                self.state.items.append({"type": "function_call_output", "call_id": call.call_id, "output": output})

    async def _run_tool(self, call: ToolCall) -> str:
        activity_fn = TOOL_ACTIVITIES.get(call.name)
        if activity_fn is None:
            return json.dumps({"error": f"Unknown tool {call.name}"})
        try:
            arguments = json.loads(call.arguments or "{}")
            result = await workflow.execute_activity(
                activity_fn,
                arguments,
                start_to_close_timeout=timedelta(seconds=30),
                retry_policy=TOOL_RETRY,
            )
        except json.JSONDecodeError:
            return json.dumps({"error": "Arguments were not valid JSON"})
        except ActivityError as err:
            return json.dumps({"error": str(err.cause or err)})
        return json.dumps(result)

    @workflow.signal
    def add_instruction(self, text: str) -> None:
        self.state.inbox.append(text)

    @workflow.signal
    def end_session(self) -> None:
        self.state.end_requested = True

    @workflow.query
    def progress(self) -> AgentProgress:
        return AgentProgress(
            status=self.status,
            run=self.state.runs,
            steps_in_current_task=self.steps_in_task,
            steps_per_task=self.state.steps_per_task,
            total_steps=self.state.total_steps,
            tasks_completed=len(self.state.answers),
            pending_instructions=len(self.state.inbox),
            last_answer=self.state.answers[-1] if self.state.answers else "",
        )


def _trim(items: list[dict[str, Any]], keep_user_turns: int) -> list[dict[str, Any]]:
    """Keep the conversation from the Nth-last user message on.

    Cutting only at user messages keeps every function_call next to its
    function_call_output, which the Responses API requires.
    """
    user_positions = [i for i, item in enumerate(items) if item.get("role") == "user"]
    if len(user_positions) <= keep_user_turns:
        return items
    return items[user_positions[-keep_user_turns]:]
