"""The Workflow: loop model -> tools -> model until the model gives a final answer."""

import asyncio
import json
from datetime import timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities import ModelTurnInput, ToolCall, call_model
    from tools import get_local_time, lookup_order, open_support_case

TASK_QUEUE = "ai-cookbook-tool-calling"
MAX_TURNS = 8

# The model names a tool; the Workflow maps the name to the Activity that implements it.
TOOL_ACTIVITIES = {
    "get_local_time": get_local_time,
    "lookup_order": lookup_order,
    "open_support_case": open_support_case,
}

# call_model marks final errors non-retryable itself (llm_errors), so this policy only
# shapes the retries of temporary ones: at most eight attempts.
MODEL_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=2),
    maximum_interval=timedelta(minutes=1),
    maximum_attempts=8,
)
# Three attempts in all: the first and at most two retries, one and then two seconds later.
TOOL_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_attempts=3)

INSTRUCTIONS = (
    "You are a customer-support assistant. Use the tools to look up facts; never guess an "
    "order status or a time. Open a support case only when the customer asks for follow-up. "
    "When you have what you need, answer in two or three sentences."
)


@workflow.defn
class ToolCallingWorkflow:
    @workflow.run
    async def run(self, question: str, model: str) -> str:
        items: list[dict[str, Any]] = [{"role": "user", "content": question}]

        for _ in range(MAX_TURNS):
            turn = await workflow.execute_activity(
                call_model,
                ModelTurnInput(model=model, instructions=INSTRUCTIONS, items=items),
                start_to_close_timeout=timedelta(seconds=90),
                retry_policy=MODEL_RETRY,
            )
            if not turn.tool_calls:
                return turn.text

            # Echo the model's calls back into the conversation, then run them in parallel.
            for call in turn.tool_calls:
                items.append(
                    {"type": "function_call", "call_id": call.call_id, "name": call.name, "arguments": call.arguments}
                )
            outputs = await asyncio.gather(*(self._run_tool(call) for call in turn.tool_calls))
            for call, output in zip(turn.tool_calls, outputs):
                items.append({"type": "function_call_output", "call_id": call.call_id, "output": output})

        return "I could not finish within the allowed number of steps."

    async def _run_tool(self, call: ToolCall) -> str:
        """Run one tool as an Activity; report problems to the model instead of failing."""
        activity_fn = TOOL_ACTIVITIES.get(call.name)
        if activity_fn is None:
            return json.dumps({"error": f"Unknown tool {call.name}"})
        try:
            arguments = json.loads(call.arguments or "{}")
        except json.JSONDecodeError:
            return json.dumps({"error": "Arguments were not valid JSON"})
        try:
            result = await workflow.execute_activity(
                activity_fn,
                arguments,
                start_to_close_timeout=timedelta(seconds=30),
                retry_policy=TOOL_RETRY,
            )
        except ActivityError as err:
            return json.dumps({"error": str(err.cause or err)})
        return json.dumps(result)
