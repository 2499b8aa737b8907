import { Client, Connection } from '@temporalio/client';
import { loadClientConnectConfig } from '@temporalio/envconfig';

export async function newClient(): Promise<Client> {
  const { connectionOptions, namespace } = loadClientConnectConfig();
  return new Client({ connection: await Connection.connect(connectionOptions), namespace });
}
