import { Client, Connection } from '@temporalio/client';

async function main(): Promise<void> {
  const connection = await Connection.connect({
    address: 'us-east-1.aws.api.temporal.io:7233',
    tls: true,
    // highlight-next-line
    apiKey: process.env.TEMPORAL_API_KEY,
  });
  const client = new Client({ connection, namespace: 'my-namespace.abc12' });
  console.log('connected to', client.options.namespace);
  await connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
