import type { WorkflowHandle } from '@temporalio/client';
// region: query
import { statusQuery } from './workflows';

export async function orderStatus(handle: WorkflowHandle): Promise<string> {
  const status = await handle.query(statusQuery);
  return status;
}
// endregion: query
