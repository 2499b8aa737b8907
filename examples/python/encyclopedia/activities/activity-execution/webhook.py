"""The webhook that completes request_approval once a person has decided."""

from temporalio.client import Client


async def on_decision(client: Client, task_token: bytes) -> None:
    # region: complete
    # Later, in the webhook handler:
    await client.get_async_activity_handle(task_token=task_token).complete(True)
    # endregion: complete
