import { log, workflowInfo } from '@temporalio/workflow';

// The Workflow that the Schedule starts. It can read the Schedule's scheduled start time
// through the TemporalScheduledStartTime Search Attribute if it needs the nominal time.
export async function dailyReport(region: string): Promise<void> {
  log.info('Building daily report', { region, workflowId: workflowInfo().workflowId });
}
