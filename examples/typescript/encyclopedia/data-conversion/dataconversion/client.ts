import { Client, Connection } from '@temporalio/client';
import { MyCodec } from './my-codec';

export async function createClient(): Promise<Client> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  // region: data-converter
  const client = new Client({
    connection,
    namespace: 'default',
    // highlight-next-line
    dataConverter: { payloadCodecs: [new MyCodec()] },
  });
  // endregion: data-converter
  return client;
}
