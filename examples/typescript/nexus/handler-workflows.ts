import type { TransferInput, TransferOutput } from './api';

// Runs in the handler Namespace, owned by the payments team.
export async function transferWorkflow(input: TransferInput): Promise<TransferOutput> {
  // Real code would call Activities that debit and credit accounts.
  return { transferId: input.transferId, status: 'SETTLED' };
}
