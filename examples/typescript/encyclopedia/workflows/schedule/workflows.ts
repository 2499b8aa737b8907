import { workflowInfo } from '@temporalio/workflow';

export async function nightlyReportWorkflow(): Promise<string> {
  return `report for run ${workflowInfo().runId}`;
}
