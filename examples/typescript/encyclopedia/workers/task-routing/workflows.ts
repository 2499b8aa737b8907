import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { download } = proxyActivities<typeof activities>({
  startToCloseTimeout: '10 minutes',
});

export async function fileWorkflow(url: string): Promise<void> {
  const { path, hostQueue } = await download(url);
  const host = proxyActivities<typeof activities>({
    // highlight-next-line
    taskQueue: hostQueue,
    startToCloseTimeout: '10 minutes',
    scheduleToStartTimeout: '1 minute',
  });
  await host.processFile(path);
  await host.cleanup(path);
}
