import { Client, WithStartWorkflowOperation } from '@temporalio/client';
import { accountEntity, balanceQuery, depositUpdate, withdrawUpdate } from './workflows';

// Deposit into an account, creating its entity Workflow on first use.
export async function deposit(client: Client, accountId: string, amountCents: number): Promise<number> {
  return client.workflow.executeUpdateWithStart(depositUpdate, {
    args: [amountCents],
    startWorkflowOperation: new WithStartWorkflowOperation(accountEntity, {
      workflowId: `account-${accountId}`,
      taskQueue: 'accounts',
      args: [{ accountId, balanceCents: 0, closed: false }],
      workflowIdConflictPolicy: 'USE_EXISTING',
    }),
  });
}

export async function withdraw(client: Client, accountId: string, amountCents: number): Promise<number> {
  const handle = client.workflow.getHandle(`account-${accountId}`);
  return handle.executeUpdate(withdrawUpdate, { args: [amountCents] });
}

export async function balance(client: Client, accountId: string): Promise<number> {
  return client.workflow.getHandle(`account-${accountId}`).query(balanceQuery);
}
