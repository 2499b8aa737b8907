import { Client, Connection } from '@temporalio/client';
import { TenantClientInterceptor } from './client-interceptor';
import { tenantReport } from './workflows';

async function run(): Promise<void> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  const client = new Client({
    connection,
    interceptors: { workflow: [new TenantClientInterceptor('acme')] },
  });
  console.log(
    await client.workflow.execute(tenantReport, { taskQueue: 'reports', workflowId: 'report-acme-1' }),
  );
  await connection.close();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
