import { Client, Connection } from '@temporalio/client';

export async function connectMtls(crt: Buffer, key: Buffer): Promise<Client> {
  const connection = await Connection.connect({
    address: 'my-namespace.a1b2c.tmprl.cloud:7233',
    tls: { clientCertPair: { crt, key } },
  });
  return new Client({ connection, namespace: 'my-namespace.a1b2c' });
}

export async function connectApiKey(apiKey: string): Promise<Client> {
  const connection = await Connection.connect({
    address: 'us-east-1.aws.api.temporal.io:7233',
    tls: true,
    apiKey,
  });
  return new Client({ connection, namespace: 'my-namespace.a1b2c' });
}
