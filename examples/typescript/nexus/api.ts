import * as nexus from 'nexus-rpc';

// The contract shared by the caller and the handler: a service name and typed operations.
export interface ValidateInput {
  iban: string;
}
export interface ValidateOutput {
  valid: boolean;
  bank?: string;
}
export interface TransferInput {
  transferId: string;
  fromIban: string;
  toIban: string;
  amountCents: number;
}
export interface TransferOutput {
  transferId: string;
  status: 'SETTLED';
}

// highlight-start
export const paymentsService = nexus.service('payments', {
  validateIban: nexus.operation<ValidateInput, ValidateOutput>(),
  transfer: nexus.operation<TransferInput, TransferOutput>(),
});
// highlight-end
