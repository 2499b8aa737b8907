import { readFileSync } from 'node:fs';
import { Client, Connection } from '@temporalio/client';

async function main(): Promise<void> {
  const connection = await Connection.connect({
    address: 'my-namespace.abc12.tmprl.cloud:7233',
    // highlight-start
    tls: {
      clientCertPair: {
        crt: readFileSync('client.pem'),
        key: readFileSync('client.key'),
      },
    },
    // highlight-end
  });
  const client = new Client({ connection, namespace: 'my-namespace.abc12' });
  console.log('connected to', client.options.namespace);
  await connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
