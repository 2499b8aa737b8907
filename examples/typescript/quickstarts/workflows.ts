import { proxyActivities } from '@temporalio/workflow';
// Import only the type: Workflow code must not load Activity code.
import type * as activities from './activities';

const { greet } = proxyActivities<typeof activities>({
  startToCloseTimeout: '10 seconds',
});

export async function greetingWorkflow(name: string): Promise<string> {
  // highlight-next-line
  return await greet(name);
}
