import * as nexus from 'nexus-rpc';
import { WorkflowRunOperationHandler, startWorkflow } from '@temporalio/nexus';
import { paymentsService, type ValidateInput, type ValidateOutput } from './api';
import { transferWorkflow } from './handler-workflows';

export const paymentsHandler = nexus.serviceHandler(paymentsService, {
  // A synchronous operation: returns its result within the request.
  async validateIban(_ctx, input: ValidateInput): Promise<ValidateOutput> {
    const valid = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(input.iban);
    return { valid, bank: valid ? input.iban.slice(4, 8) : undefined };
  },

  // An asynchronous operation backed by a Workflow: the caller gets the Workflow's result
  // when it completes, however long that takes.
  // highlight-start
  transfer: new WorkflowRunOperationHandler(async (ctx, input) =>
    startWorkflow(ctx, transferWorkflow, {
      args: [input],
      // Deterministic ID: a retried start request attaches to the same Workflow.
      workflowId: `transfer-${input.transferId}`,
    }),
  ),
  // highlight-end
});
