import type { Client } from '@temporalio/client';
// region: signal
import { approveSignal } from './workflows';

export async function approveOrder(client: Client): Promise<void> {
  const handle = client.workflow.getHandle('order-1042');
  await handle.signal(approveSignal, { by: 'alice' });
}
// endregion: signal
