// Runs exported functions of a sample that take a Client, as the page shows them, in order:
//   node live/client.js <module> <function>[,<function>…] [arguments…]
// e.g. `message-passing/client shop c-42`. Prints what the functions print.
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';

async function run(): Promise<void> {
  const [modulePath, names, ...args] = process.argv.slice(2);
  if (!modulePath || !names) throw new Error('usage: client.js <module> <function>[,<function>…] [arguments…]');
  const sample: Record<string, unknown> = require(path.resolve(__dirname, '..', modulePath));
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
  try {
    const client = new Client({ connection, namespace: 'default' });
    for (const name of names.split(',')) {
      const fn = sample[name];
      if (typeof fn !== 'function') throw new Error(`${modulePath} exports no function ${name}`);
      await fn(client, ...args);
    }
  } finally {
    await connection.close();
  }
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
