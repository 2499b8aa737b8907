import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { remindTomorrow } from './workflows';

describe('remindTomorrow', () => {
  let testEnv: TestWorkflowEnvironment;

  before(async () => {
    // Downloads (once) and starts a test server that can skip time.
    // highlight-next-line
    testEnv = await TestWorkflowEnvironment.createTimeSkipping();
  });

  after(async () => {
    await testEnv?.teardown();
  });

  it('sends the reminder after one day without waiting a day', async () => {
    const { client, nativeConnection } = testEnv;
    const sent: string[] = [];

    const worker = await Worker.create({
      connection: nativeConnection,
      taskQueue: 'test-reminders',
      workflowsPath: require.resolve('./workflows'),
      // Replace the real Activity with a mock that records its input.
      activities: {
        async sendReminder(email: string): Promise<string> {
          sent.push(email);
          return 'mocked';
        },
      },
    });

    const startedAt = await testEnv.currentTimeMs();
    // runUntil runs the Worker until the promise settles, then shuts it down.
    const result = await worker.runUntil(
      client.workflow.execute(remindTomorrow, {
        taskQueue: 'test-reminders',
        workflowId: 'remind-test-1',
        args: ['ana@example.com'],
      }),
    );

    assert.equal(result, 'mocked');
    assert.deepEqual(sent, ['ana@example.com']);
    const skippedMs = (await testEnv.currentTimeMs()) - startedAt;
    assert.ok(skippedMs >= 24 * 60 * 60 * 1000, 'the server skipped at least one day');
  });
});
