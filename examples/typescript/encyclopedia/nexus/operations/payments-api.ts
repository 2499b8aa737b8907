import * as nexus from 'nexus-rpc';

export interface RefundInput {
  orderId: string;
}

export interface RefundOutput {
  refundId: string;
}

export const paymentsService = nexus.service('payments', {
  refund: nexus.operation<RefundInput, RefundOutput>(),
});
