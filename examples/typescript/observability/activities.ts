import { activityInfo, log, metricMeter } from '@temporalio/activity';

export async function uploadFile(path: string, sizeBytes: number): Promise<void> {
  // The meter is bound to the current Activity and tags metrics with its type and Task Queue.
  const bytesUploaded = metricMeter.createCounter('app_bytes_uploaded', 'bytes', 'Bytes uploaded to storage');
  // Activity logs carry workflowId, activityId, activityType and attempt automatically.
  log.info('Uploading file', { path, attempt: activityInfo().attempt });
  bytesUploaded.add(sizeBytes, { bucket: 'reports' });
}
