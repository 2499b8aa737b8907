from temporalio import activity


@activity.defn
async def send_email(user_id: str) -> None:
    activity.logger.info("Emailing %s", user_id)


@activity.defn
async def send_sms(user_id: str) -> None:
    activity.logger.info("Texting %s", user_id)
