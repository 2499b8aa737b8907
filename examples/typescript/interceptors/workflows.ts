import { log, proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { loadSettings } = proxyActivities<typeof activities>({ startToCloseTimeout: '10 seconds' });

export async function tenantReport(): Promise<string> {
  log.info('Building report'); // The log line carries tenantId from the interceptor.
  return await loadSettings();
}
