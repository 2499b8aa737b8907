"""The starter: opens a session, steers it with Signals and watches it with a Query.

    python starter.py          # scripted demo
    python starter.py chat     # type instructions yourself; an empty line ends the session
"""

import asyncio
import os
import sys
import uuid

from temporalio.client import Client, WorkflowHandle

from workflows import TASK_QUEUE, AgentState, DurableAgentWorkflow


async def wait_for_answer(handle: WorkflowHandle, answers_before: int) -> str:
    while True:
        progress = await handle.query(DurableAgentWorkflow.progress)
        print(f"  [run {progress.run}] {progress.status} "
              f"(step {progress.steps_in_current_task}/{progress.steps_per_task})")
        if progress.tasks_completed > answers_before and progress.pending_instructions == 0:
            return progress.last_answer
        await asyncio.sleep(2)


async def main() -> None:
    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    state = AgentState(
        model=os.environ.get("OPENAI_MODEL", "gpt-4.1-mini"),
        # A small value so that the demo shows Continue-As-New after two tasks.
        tasks_per_run=2,
        inbox=["When is support open, and is it open right now?"],
    )
    handle = await client.start_workflow(
        DurableAgentWorkflow.run,
        state,
        id=f"durable-agent-{uuid.uuid4()}",
        task_queue=TASK_QUEUE,
    )
    print(f"Started session {handle.id}")
    print("Agent:", await wait_for_answer(handle, 0))

    if sys.argv[1:] == ["chat"]:
        done = 1
        while text := input("You: ").strip():
            await handle.signal(DurableAgentWorkflow.add_instruction, text)
            print("Agent:", await wait_for_answer(handle, done))
            done += 1
    else:
        for done, text in enumerate(
            ["How do I get a refund on an annual plan?", "From now on, answer in French. How do I export my data?"],
            start=1,
        ):
            print("You:", text)
            await handle.signal(DurableAgentWorkflow.add_instruction, text)
            print("Agent:", await wait_for_answer(handle, done))

    await handle.signal(DurableAgentWorkflow.end_session)
    answers = await handle.result()
    print(f"Session ended after {len(answers)} answers.")


if __name__ == "__main__":
    asyncio.run(main())
