import os

from temporalio.client import Client
from temporalio.service import TLSConfig


async def connect_from_env(prefix: str) -> Client:
    """Connect using <PREFIX>_ADDRESS, <PREFIX>_NAMESPACE and optional <PREFIX>_API_KEY."""
    api_key = os.environ.get(f"{prefix}_API_KEY")
    return await Client.connect(
        os.environ[f"{prefix}_ADDRESS"],
        namespace=os.environ[f"{prefix}_NAMESPACE"],
        api_key=api_key,
        # highlight-next-line
        tls=TLSConfig() if api_key else False,
    )
