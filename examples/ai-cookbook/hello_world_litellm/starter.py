"""The starter: runs LiteLLMChatWorkflow with the models named in LLM_MODELS."""

import asyncio
import os
import sys
import uuid

from temporalio.client import Client

from workflows import TASK_QUEUE, ChatInput, LiteLLMChatWorkflow


async def main() -> None:
    prompt = " ".join(sys.argv[1:]) or "Give me one sentence about why retries belong outside the HTTP client."
    # A comma-separated list, tried in order, for example:
    #   LLM_MODELS="anthropic/claude-sonnet-4-5,openai/gpt-4.1-mini"
    models = [m.strip() for m in os.environ.get("LLM_MODELS", "openai/gpt-4.1-mini").split(",") if m.strip()]

    client = await Client.connect(os.environ.get("TEMPORAL_ADDRESS", "localhost:7233"))
    result = await client.execute_workflow(
        LiteLLMChatWorkflow.run,
        ChatInput(prompt=prompt, models=models),
        id=f"litellm-chat-{uuid.uuid4()}",
        task_queue=TASK_QUEUE,
    )
    print(f"[{result.model}, {result.total_tokens} tokens]\n{result.text}")


if __name__ == "__main__":
    asyncio.run(main())
