import { Client, Connection } from '@temporalio/client';
import { codecFromEnv } from './encryption-codec';
import { settleInvoice } from './workflows';

async function run(): Promise<void> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  // The Client must use the same Data Converter as the Worker, or it cannot read results.
  const client = new Client({
    connection,
    dataConverter: {
      payloadConverterPath: require.resolve('./payload-converter'),
      payloadCodecs: [codecFromEnv()],
    },
  });
  const result = await client.workflow.execute(settleInvoice, {
    taskQueue: 'payments',
    workflowId: 'invoice-2026-0042',
    args: [{ invoiceId: '2026-0042', amountMicros: 12_500_000_000n }],
  });
  console.log(result);
  await connection.close();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
