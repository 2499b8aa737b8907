export async function recordLedgerEntry(accountId: string, deltaCents: number, balanceCents: number): Promise<void> {
  // Write to the ledger database here; make it idempotent on (accountId, entry id).
  console.log(`ledger ${accountId}: ${deltaCents} -> ${balanceCents}`);
}
