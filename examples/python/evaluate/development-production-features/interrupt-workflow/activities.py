"""The Activities that the Workflow on the page calls (not shown there)."""

from temporalio import activity


@activity.defn
async def provision(env_id: str) -> None:
    activity.logger.info("provisioning %s", env_id)


@activity.defn
async def release(env_id: str) -> None:
    activity.logger.info("releasing %s", env_id)
