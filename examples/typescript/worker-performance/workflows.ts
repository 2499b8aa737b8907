import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { resizeImage } = proxyActivities<typeof activities>({ startToCloseTimeout: '1 minute' });

export async function thumbnails(keys: string[]): Promise<string[]> {
  return await Promise.all(keys.map((key) => resizeImage(key)));
}
