import { workflowInfo } from '@temporalio/workflow';

// highlight-next-line
export default async function pluginWorkflow(...args: unknown[]): Promise<string> {
  const wfType = workflowInfo().workflowType;
  return `${wfType} received ${args.length} argument(s)`;
}
