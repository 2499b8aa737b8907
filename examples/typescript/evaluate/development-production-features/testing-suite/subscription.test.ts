import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { subscriptionWorkflow } from './workflows';

test('charges every month', async () => {
  const env = await TestWorkflowEnvironment.createTimeSkipping();
  const charged: string[] = [];
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: 'test-tq',
    workflowsPath: require.resolve('./workflows'),
    activities: {
      chargeSubscription: async (id: string) => {
        charged.push(id);
      },
      sendReminder: async () => {},
    },
  });
  await worker.runUntil(
    // highlight-next-line
    env.client.workflow.execute(subscriptionWorkflow, { args: ['c-42'], workflowId: 'sub-test', taskQueue: 'test-tq' }),
  );
  assert.equal(charged.length, 12);
  await env.teardown();
});
