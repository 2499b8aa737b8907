import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time';

// Namespace administration on a self-hosted Temporal Service (or the development server).
// Temporal Cloud Namespaces are managed with tcld, Terraform or the Cloud Ops API instead.
export async function manageNamespaces(): Promise<void> {
  const connection = await Connection.connect({ address: 'localhost:7233' });
  const { workflowService, operatorService } = connection;

  // highlight-start
  await workflowService.registerNamespace({
    namespace: 'my-namespace',
    description: 'Orders and payments',
    ownerEmail: 'platform-team@example.com',
    workflowExecutionRetentionPeriod: msToTs('7 days'),
  });
  // highlight-end

  // Namespace creation propagates asynchronously; poll describeNamespace before using it.
  const described = await workflowService.describeNamespace({ namespace: 'my-namespace' });
  console.log(described.namespaceInfo?.state, described.config?.workflowExecutionRetentionTtl?.seconds?.toString());

  // Change the retention period of an existing Namespace.
  await workflowService.updateNamespace({
    namespace: 'my-namespace',
    config: { workflowExecutionRetentionTtl: msToTs('30 days') },
  });

  // List all Namespaces (first page).
  const { namespaces } = await workflowService.listNamespaces({ pageSize: 100 });
  for (const ns of namespaces ?? []) {
    console.log(ns.namespaceInfo?.name);
  }

  // Delete a Namespace and all its data. Irreversible.
  await operatorService.deleteNamespace({ namespace: 'old-namespace' });

  await connection.close();
}
