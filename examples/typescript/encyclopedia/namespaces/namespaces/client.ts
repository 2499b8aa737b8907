import { Client, Connection } from '@temporalio/client';

export async function connectToNamespace(): Promise<Client> {
  // region: namespace
  const connection = await Connection.connect({ address: 'localhost:7233' });
  // highlight-next-line
  const client = new Client({ connection, namespace: 'my-namespace' });
  // endregion: namespace
  return client;
}
