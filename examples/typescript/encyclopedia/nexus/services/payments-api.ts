import * as nexus from 'nexus-rpc';

export interface ChargeInput {
  orderId: string;
  cents: number;
}

export interface ChargeOutput {
  receiptId: string;
}

// highlight-next-line
export const paymentsService = nexus.service('payments', {
  charge: nexus.operation<ChargeInput, ChargeOutput>(),
});
