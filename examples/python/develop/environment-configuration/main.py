from temporalio.client import Client
from temporalio.envconfig import ClientConfig


async def new_client() -> Client:
    # Returns keyword arguments for Client.connect: target_host, namespace, api_key, tls, ...
    connect_config = ClientConfig.load_client_connect_config()
    return await Client.connect(**connect_config)
