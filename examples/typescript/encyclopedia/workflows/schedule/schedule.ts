import type { Client } from '@temporalio/client';
import { nightlyReportWorkflow } from './workflows';
// region: schedule
import { ScheduleOverlapPolicy } from '@temporalio/client';

export async function createNightlyReport(client: Client): Promise<void> {
  await client.schedule.create({
    scheduleId: 'nightly-report',
    spec: { cronExpressions: ['0 2 * * *'], jitter: '5 minutes' },
    action: {
      type: 'startWorkflow',
      workflowType: nightlyReportWorkflow,
      workflowId: 'nightly-report',
      taskQueue: 'reports',
    },
    // highlight-next-line
    policies: { overlap: ScheduleOverlapPolicy.SKIP },
  });
}
// endregion: schedule
