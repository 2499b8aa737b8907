import fs from 'node:fs/promises';
import { Client, Connection } from '@temporalio/client';

// A local development server: plain TCP, no authentication.
export async function connectLocal(): Promise<Client> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  return new Client({ connection, namespace: 'default' });
}

// Temporal Cloud with mutual TLS: the Namespace endpoint plus a client certificate and key.
export async function connectCloudMtls(): Promise<Client> {
  const connection = await Connection.connect({
    address: 'my-namespace.a1b2c.tmprl.cloud:7233',
    // highlight-start
    tls: {
      clientCertPair: {
        crt: await fs.readFile(process.env.TEMPORAL_TLS_CERT ?? 'client.pem'),
        key: await fs.readFile(process.env.TEMPORAL_TLS_KEY ?? 'client.key'),
      },
    },
    // highlight-end
  });
  return new Client({ connection, namespace: 'my-namespace.a1b2c' });
}

// Temporal Cloud with an API key: TLS on, the key sent as a bearer token on every call.
export async function connectCloudApiKey(): Promise<Client> {
  const apiKey = process.env.TEMPORAL_API_KEY;
  if (!apiKey) throw new Error('Set TEMPORAL_API_KEY');
  const connection = await Connection.connect({
    address: 'us-east-1.aws.api.temporal.io:7233',
    tls: true,
    // highlight-next-line
    apiKey,
  });
  return new Client({ connection, namespace: 'my-namespace.a1b2c' });
}
