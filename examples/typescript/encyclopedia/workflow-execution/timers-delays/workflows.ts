import { condition, defineSignal, setHandler, sleep } from '@temporalio/workflow';

export const confirm = defineSignal('confirm');

export async function reminder(): Promise<string> {
  let confirmed = false;
  setHandler(confirm, () => {
    confirmed = true;
  });
  // highlight-next-line
  await sleep('24 hours');
  // highlight-next-line
  const ok = await condition(() => confirmed, '7 days');
  return ok ? 'confirmed' : 'expired';
}
