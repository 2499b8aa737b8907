import { Client, WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { payout } from './workflows';

export async function runPayout(client: Client): Promise<void> {
  try {
    await client.workflow.execute(payout, {
      taskQueue: 'my-task-queue',
      workflowId: 'payout-acct-7-2026-11-21',
      args: ['acct-7', 2500],
      // Give up on the whole business process after one hour.
      workflowExecutionTimeout: '1 hour',
    });
  } catch (err) {
    if (err instanceof WorkflowFailedError && err.cause instanceof ApplicationFailure) {
      console.error(`Payout failed with ${err.cause.type}: ${err.cause.message}`);
    } else {
      throw err;
    }
  }
}
