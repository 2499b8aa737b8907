import { Client } from '@temporalio/client';
import { nightlyReportWorkflow } from './workflows';

export async function startNightlyReport(client: Client): Promise<void> {
  // region: cron
  await client.workflow.start(nightlyReportWorkflow, {
    workflowId: 'nightly-report',
    taskQueue: 'reports',
    // highlight-next-line
    cronSchedule: '0 2 * * *',
  });
  // endregion: cron
}
