import { log, metricMeter, proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { uploadFile } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });

export async function archiveFiles(paths: string[]): Promise<void> {
  // Workflow metrics are not emitted again when the Workflow is replayed.
  const filesProcessed = metricMeter.createCounter('app_files_processed', 'files', 'Files processed');
  for (const path of paths) {
    // Workflow logs are suppressed during replay, so each line appears once.
    // highlight-next-line
    log.info('Archiving', { path });
    await uploadFile(path, 1024);
    filesProcessed.add(1);
  }
}
