from temporalio import activity


@activity.defn
async def send_trial_ending_email(account_id: str) -> None:
    activity.logger.info("Trial for %s ends tomorrow", account_id)


@activity.defn
async def charge_subscription(account_id: str) -> None:
    activity.logger.info("Charging %s", account_id)
