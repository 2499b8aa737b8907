import { Client, Connection } from '@temporalio/client';

async function main(): Promise<void> {
  const client = new Client({ connection: await Connection.connect(), namespace: 'default' });
  // highlight-next-line
  const history = await client.workflow.getHandle('my-workflow-id').fetchHistory();
  console.log(`fetched ${history.events?.length ?? 0} events`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
