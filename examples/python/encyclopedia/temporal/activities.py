"""The money-movement Activities of the transfer example (not shown on the page)."""

from dataclasses import dataclass

from temporalio import activity


@dataclass
class Transfer:
    from_account: str
    to_account: str
    amount: int


@activity.defn
async def withdraw(account: str, amount: int) -> None:
    activity.logger.info("withdrawing %d from %s", amount, account)


@activity.defn
async def deposit(account: str, amount: int) -> None:
    activity.logger.info("depositing %d into %s", amount, account)


@activity.defn
async def refund(account: str, amount: int) -> None:
    activity.logger.info("refunding %d to %s", amount, account)
